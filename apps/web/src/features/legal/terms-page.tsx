import { publicConfig } from '@/lib/public-config';
import { LegalDocument, SupportLink, type LegalSection } from './legal-document';

/** The terms of use (9 numbered sections: docs/product.md#legal-pages). */
export default function TermsPage() {
  const { controllerName, controllerAddress } = publicConfig();
  const sections: LegalSection[] = [
    {
      title: 'About Thistle',
      body: (
        <p>
          Thistle is an online service run by {controllerName} ({controllerAddress}). An AI agent
          reads what funders, enterprise agencies, councils, universities and publishers make
          public, and shows you the funding, events, courses and market insights that may suit your
          business, in a personal feed and a weekly report. By creating an account or using Thistle
          you agree to these terms.
        </p>
      ),
    },
    {
      title: 'Who can use Thistle',
      body: (
        <p>
          You must be at least 18 and use Thistle for a business, planned business or side business,
          mainly in the UK. If you use it on behalf of a company, you confirm that you may accept
          these terms for it.
        </p>
      ),
    },
    {
      title: 'Your account',
      body: (
        <p>
          Give us accurate information and keep it up to date. Keep your password to yourself; you
          are responsible for what happens under your account. Tell us at <SupportLink /> straight
          away if you think someone else has used it.
        </p>
      ),
    },
    {
      title: 'Acceptable use',
      body: (
        <>
          <p>You must not:</p>
          <ul>
            <li>break the law, or use Thistle to mislead, harass or harm anyone;</li>
            <li>copy, scrape or resell the feed or reports in bulk;</li>
            <li>try to get into other accounts or our systems, or disrupt the service;</li>
            <li>upload anything malicious, or content you have no right to share.</li>
          </ul>
        </>
      ),
    },
    {
      title: 'Information, not advice',
      body: (
        <>
          <p>
            Thistle gathers and summarises information published by others. We work hard to keep it
            accurate, but deadlines, amounts and rules change, and summaries written by AI can be
            wrong. Nothing on Thistle is financial, legal, tax or professional advice.
          </p>
          <p>
            Always check eligibility, terms and deadlines with the funder or organiser before you
            apply or act. Being shown an opportunity does not mean you qualify for it.
          </p>
        </>
      ),
    },
    {
      title: 'Intellectual property',
      body: (
        <p>
          Thistle&apos;s software, design and reports belong to us or our licensors. Content
          published by funders and other organisations belongs to them, and we link to the original.
          What you tell us remains yours; you let us use it to provide Thistle to you, as the
          privacy notice explains.
        </p>
      ),
    },
    {
      title: 'Our liability',
      body: (
        <p>
          We provide Thistle with reasonable care and skill, but we cannot promise it will always be
          available or error-free. We are not liable for losses from relying on information from
          third parties, for missed deadlines or unsuccessful applications, or for indirect or
          business losses such as lost profit or opportunity. Nothing in these terms limits
          liability that cannot be limited by law, including for death or personal injury caused by
          negligence, or for fraud.
        </p>
      ),
    },
    {
      title: 'Ending your use',
      body: (
        <p>
          You can stop using Thistle and delete your account at any time from Settings. We may
          suspend or close an account that breaks these terms, telling you why unless the law stops
          us. We may change these terms; we will tell you about important changes by email before
          they apply.
        </p>
      ),
    },
    {
      title: 'Governing law',
      body: (
        <p>
          These terms are governed by Scots law, and the Scottish courts have jurisdiction over any
          dispute. If you live elsewhere in the UK, you may also bring a claim in the courts of your
          home nation.
        </p>
      ),
    },
  ];
  return (
    <LegalDocument
      title="Terms and conditions"
      updated="21 November 2026"
      intro={
        <p>
          Please read these terms before using Thistle. They are written to be clear; if anything is
          not, ask us.
        </p>
      }
      sections={sections}
    />
  );
}
