import { publicConfig } from '@/lib/public-config';
import { LegalDocument, SupportLink, type LegalSection } from './legal-document';

/** The privacy notice (8 numbered sections: docs/product.md#legal-pages), under UK GDPR. */
export default function PrivacyPage() {
  const { controllerName, controllerAddress } = publicConfig();
  const sections: LegalSection[] = [
    {
      title: 'Who we are',
      body: (
        <>
          <p>
            Thistle is run by {controllerName} (&ldquo;we&rdquo;, &ldquo;us&rdquo;), the data
            controller for the personal data described here. Our address is: {controllerAddress}.
          </p>
          <p>
            For anything about your data, including using your rights, email <SupportLink />. We
            answer within one month.
          </p>
        </>
      ),
    },
    {
      title: 'What we collect',
      body: (
        <>
          <ul>
            <li>
              <strong>Waitlist:</strong> your email address, if you join the waitlist.
            </li>
            <li>
              <strong>Account:</strong> your email address, a password (stored only as a salted
              hash), your name, and when you verified your email.
            </li>
            <li>
              <strong>Profile from onboarding:</strong> answers you give in the onboarding chat in
              three groups. Personal information: name, gender, age, date of birth, ethnicity,
              religion, accessibility needs and caring responsibilities. You as a business owner:
              the support you need, growth challenges, strategic and digital gaps, product,
              market-access and regulatory challenges. Your business: name, age, team size,
              location, funding model, sector, products and services, customers, sales and marketing
              channels, online and offline presence, growth stage and plans. We also keep the chat
              itself and the profile summary made from it.
            </li>
            <li>
              <strong>Use of the service:</strong> what you like, dislike, rate, bookmark or report
              in your feed, your notifications, and the weekly reports we send you.
            </li>
            <li>
              <strong>Technical data:</strong> server logs with your IP address and browser, used
              for security and to fix faults.
            </li>
          </ul>
          <p>
            We do not use advertising or tracking cookies. The app keeps your sign-in session and
            your onboarding progress in your browser&apos;s storage.
          </p>
        </>
      ),
    },
    {
      title: 'Why we use it and our lawful bases',
      body: (
        <ul>
          <li>
            <strong>To provide Thistle (contract):</strong> running your account, matching funding,
            events and advice to your profile, and sending your weekly report.
          </li>
          <li>
            <strong>Legitimate interests:</strong> keeping the service secure, preventing abuse,
            fixing faults, improving how well we match opportunities, and telling waitlist members
            when we launch. We weigh these against your interests and you can object (section 7).
          </li>
          <li>
            <strong>Explicit consent:</strong> for special-category answers (section 4).
          </li>
          <li>
            <strong>Legal obligation:</strong> where the law requires us to keep or share
            information.
          </li>
        </ul>
      ),
    },
    {
      title: 'Special-category information',
      body: (
        <>
          <p>
            Some onboarding questions touch on special-category data under UK GDPR: gender,
            ethnicity, religion, accessibility needs (health) and caring responsibilities. Every one
            of them is optional: you can skip it and still use Thistle fully.
          </p>
          <p>
            If you answer, we rely on your explicit consent, which you give in the chat and can
            withdraw at any time. We use these answers only to find support meant for you, such as
            funding for under-represented founders or disabled entrepreneurs. They are encrypted at
            rest, and they are not sent to an external AI provider unless the operator of this
            Thistle service has switched that on.
          </p>
        </>
      ),
    },
    {
      title: 'Who we share it with',
      body: (
        <>
          <p>We never sell your data. We share it only with processors working for us:</p>
          <ul>
            <li>our hosting provider, which runs our servers and database in the UK or EEA;</li>
            <li>our email delivery provider, which sends verification emails and reports;</li>
            <li>
              optionally, a large-language-model (AI) provider, if the operator enables one, to run
              the onboarding chat and write your profile summary. Otherwise this runs on our own
              servers.
            </li>
          </ul>
          <p>
            Each processor acts only on our instructions under a written contract. If data leaves
            the UK, we use an adequacy decision or the UK International Data Transfer Agreement.
          </p>
        </>
      ),
    },
    {
      title: 'How long we keep it',
      body: (
        <ul>
          <li>Account and profile: while your account is open.</li>
          <li>
            After you delete your account: removed within 30 days, and from backups within a further
            35 days.
          </li>
          <li>Waitlist: until 12 months after launch, or sooner if you ask us to remove you.</li>
          <li>Server logs: 30 days. Sign-in and email links expire within hours.</li>
        </ul>
      ),
    },
    {
      title: 'Your rights',
      body: (
        <>
          <p>Under UK GDPR you have the right to:</p>
          <ul>
            <li>access the personal data we hold about you and get a copy;</li>
            <li>rectification of anything inaccurate or incomplete;</li>
            <li>data portability: your data in a machine-readable format;</li>
            <li>erasure: delete your account from Settings, or ask us;</li>
            <li>restrict processing, and object to processing based on legitimate interests;</li>
            <li>
              withdraw consent for special-category answers at any time, without affecting what we
              did before.
            </li>
          </ul>
          <p>
            Email <SupportLink /> to use any of these. It is free, and we reply within one month.
          </p>
        </>
      ),
    },
    {
      title: 'Complaints',
      body: (
        <p>
          Please tell us first, so we can put things right. You can also complain to the Information
          Commissioner&apos;s Office (ICO), the UK regulator for data protection: at{' '}
          <a
            href="https://ico.org.uk/make-a-complaint/"
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            ico.org.uk
          </a>{' '}
          or by phone on 0303 123 1113.
        </p>
      ),
    },
  ];
  return (
    <LegalDocument
      title="Data privacy"
      updated="21 November 2026"
      intro={
        <p>
          This notice explains what personal data Thistle collects, why, who sees it, how long we
          keep it and the rights you have under the UK General Data Protection Regulation (UK GDPR)
          and the Data Protection Act 2018.
        </p>
      }
      sections={sections}
    />
  );
}
