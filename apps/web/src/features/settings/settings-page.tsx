export default function SettingsPage() {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Settings
      </h1>
      <p className="text-muted">Manage your profile, password and account.</p>
    </section>
  );
}
