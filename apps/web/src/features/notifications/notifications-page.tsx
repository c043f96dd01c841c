export default function NotificationsPage() {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Notifications
      </h1>
      <p className="text-muted">Loading notifications...</p>
    </section>
  );
}
