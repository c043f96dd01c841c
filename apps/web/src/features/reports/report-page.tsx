import { Link, useParams } from 'react-router';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { PostFactsLine } from '@/components/post-facts-line';
import { Button } from '@/components/ui/button';

import { useReport } from './api/get-report';

/** One Monday report, read in the app. */
export default function ReportPage() {
  const { id = '' } = useParams();
  const report = useReport(id);
  if (report.isPending) {
    return (
      <p role="status" className="text-muted">
        Loading report...
      </p>
    );
  }
  if (report.isError)
    return <p className="text-danger">Error loading the report: {report.error.message}</p>;
  const r = report.data;
  return (
    <article aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-6">
      <Button asChild variant="ghost" size="sm">
        <Link to="/dashboard/reports">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> All reports
        </Link>
      </Button>
      <header className="space-y-2">
        <h1 id="page-title" className="text-2xl font-bold text-ink">
          {r.subject}
        </h1>
        <p className="whitespace-pre-line text-ink">{r.opening}</p>
      </header>
      {r.sections.map((section) => (
        <section
          key={section.category}
          aria-labelledby={`section-${section.category}`}
          className="space-y-3"
        >
          <h2 id={`section-${section.category}`} className="text-lg font-semibold text-brand-800">
            {section.category}
          </h2>
          <ul className="space-y-3">
            {section.items.map((item) => {
              return (
                <li
                  key={item.post_id}
                  className="space-y-1 rounded-xl border border-line bg-white p-4"
                >
                  <h3 className="font-semibold text-ink">{item.title}</h3>
                  <p className="text-sm text-muted">{item.organisation}</p>
                  <p className="text-sm text-ink">{item.reason}</p>
                  <PostFactsLine
                    deadline={item.deadline}
                    amount={item.amount_max_gbp}
                    eventStart={item.event_start}
                  />
                  {item.link ? (
                    <a
                      href={item.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                    >
                      Read more <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                      <span className="sr-only">about {item.title} (opens in a new tab)</span>
                    </a>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {r.adviser ? (
        <aside aria-labelledby="adviser-title" className="space-y-1 rounded-xl bg-leaf-50 p-5">
          <h2 id="adviser-title" className="font-semibold text-ink">
            Someone to talk to: {r.adviser.name}
          </h2>
          {r.adviser.address ? <p className="text-sm text-ink">{r.adviser.address}</p> : null}
          {r.adviser.phone ? <p className="text-sm text-ink">Phone: {r.adviser.phone}</p> : null}
          {r.adviser.email ? (
            <p className="text-sm">
              <a href={`mailto:${r.adviser.email}`} className="text-brand-700 hover:underline">
                {r.adviser.email}
              </a>
            </p>
          ) : null}
          {r.adviser.url ? (
            <p className="text-sm">
              <a
                href={r.adviser.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 hover:underline"
              >
                Visit their page
              </a>
            </p>
          ) : null}
        </aside>
      ) : null}
    </article>
  );
}
