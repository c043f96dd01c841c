export default function ContactPage() {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Get in touch
      </h1>
      <p className="text-muted">Send us a message.</p>
    </section>
  );
}
