import type { ReactNode } from 'react';
import { publicConfig } from '@/lib/public-config';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** A legal text: a title, numbered sections (h2 "1. …") and the support contact. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const { supportEmail } = publicConfig();
  return (
    <article aria-labelledby="page-title" className="mx-auto max-w-3xl text-ink">
      <h1 id="page-title" className="text-3xl font-bold text-brand-900">
        {title}
      </h1>
      <p className="mt-2 text-sm text-muted">Last updated {updated}</p>
      <div className="mt-6 space-y-4 leading-relaxed">{intro}</div>
      <ol className="mt-8 space-y-8">
        {sections.map((section, i) => (
          <li key={section.title}>
            <section aria-labelledby={`section-${i + 1}`}>
              <h2 id={`section-${i + 1}`} className="text-xl font-semibold text-brand-900">
                {i + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
                {section.body}
              </div>
            </section>
          </li>
        ))}
      </ol>
      <p className="mt-10 rounded-lg border border-brand-200 bg-brand-50 p-4">
        Questions about this page? Email us at <SupportLink email={supportEmail} />.
      </p>
    </article>
  );
}

export function SupportLink({ email = publicConfig().supportEmail }: { email?: string }) {
  return (
    <a href={`mailto:${email}`} className="font-medium text-brand-700 underline underline-offset-4">
      {email}
    </a>
  );
}
