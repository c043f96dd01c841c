export default function LoginPage() {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Login
      </h1>
      <p className="text-muted">Sign in to Thistle.</p>
    </section>
  );
}
