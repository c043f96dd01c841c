export default function PrivacyPage() {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Data privacy
      </h1>
      <p className="text-muted">How Thistle handles your data.</p>
    </section>
  );
}
