export default function ForgotPasswordPage() {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Forgot password
      </h1>
      <p className="text-muted">We will email you a link to reset it.</p>
    </section>
  );
}
