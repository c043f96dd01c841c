export default function ResetPasswordPage() {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Reset password
      </h1>
      <p className="text-muted">Choose a new password.</p>
    </section>
  );
}
