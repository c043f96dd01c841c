export default function BookmarksPage() {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Bookmarks
      </h1>
      <p className="text-muted">Posts you have saved.</p>
    </section>
  );
}
