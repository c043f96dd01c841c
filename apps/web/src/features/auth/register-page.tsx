export default function RegisterPage() {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Register
      </h1>
      <p className="text-muted">Create your Thistle account.</p>
    </section>
  );
}
