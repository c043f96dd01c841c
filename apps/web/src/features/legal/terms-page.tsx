export default function TermsPage() {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Terms and conditions
      </h1>
      <p className="text-muted">The terms of using Thistle.</p>
    </section>
  );
}
