export default function FeedbackPage() {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Feedback
      </h1>
      <p className="text-muted">Tell us what would make Thistle more useful to you.</p>
    </section>
  );
}
