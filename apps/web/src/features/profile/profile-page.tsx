export default function ProfilePage() {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Profile
      </h1>
      <p className="text-muted">Your details and your business profile summary.</p>
    </section>
  );
}
