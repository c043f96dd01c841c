export default function PlanPage() {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Your plan
      </h1>
      <p className="text-muted">Your Thistle plan and billing.</p>
    </section>
  );
}
