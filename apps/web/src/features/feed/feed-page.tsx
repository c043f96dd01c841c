export default function FeedPage() {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Your feed
      </h1>
      <p className="text-muted">Funding, events, insights and guides chosen for your business.</p>
    </section>
  );
}
