export default function OnboardingChatPage() {
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Onboarding
      </h1>
      <p className="text-muted">Tell Thistle about you and your business.</p>
    </section>
  );
}
