import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { useReports } from './api/get-reports';
import { nextReportDay } from './next-report';

const weekOf = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** The Monday reports, newest first (docs/product.md#weekly-report). */
export default function ReportsPage() {
  const reports = useReports();
  const list = reports.data?.reports ?? [];
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Reports
      </h1>
      {reports.isPending ? (
        <p role="status" className="text-muted">
          Loading reports...
        </p>
      ) : reports.isError ? (
        <p className="text-danger">Error loading reports: {reports.error.message}</p>
      ) : list.length === 0 ? (
        <div className="space-y-2">
          <p className="text-ink">Here are your reports.</p>
          <p className="text-muted">
            Your first Personalised Business Newsletter arrives on {nextReportDay(new Date())} at
            7am, once you have told Thistle about your business: the week's best funding, events and
            advice for it.
          </p>
        </div>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
          {list.map((report) => (
            <li key={report.id}>
              <Link
                to={`/dashboard/reports/${report.id}`}
                className="flex items-center gap-4 px-5 py-4 hover:bg-brand-50"
              >
                <span className="flex-1">
                  <span className="block font-semibold text-ink">{report.subject}</span>
                  <span className="block text-sm text-muted">
                    Week of {weekOf(report.week_start)} · {report.item_count}{' '}
                    {report.item_count === 1 ? 'item' : 'items'}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="h-5 w-5 text-muted" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
