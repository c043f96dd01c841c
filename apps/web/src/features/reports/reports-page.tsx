export default function ReportsPage() {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Reports
      </h1>
      <p className="text-muted">Here are your reports.</p>
    </section>
  );
}
