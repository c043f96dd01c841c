export default function VerifyEmailPage() {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Verify your email
      </h1>
      <p className="text-muted">Waiting for verification...</p>
    </section>
  );
}
