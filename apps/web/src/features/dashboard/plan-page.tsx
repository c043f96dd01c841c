/** The plan: free while Thistle is in its pilot. */
export default function PlanPage() {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-2xl space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Your plan
      </h1>
      <div className="space-y-3 rounded-2xl border border-line bg-white p-5">
        <p className="text-lg font-semibold text-ink">Pilot: free</p>
        <p className="text-ink">
          Thistle is free for every owner during the pilot: the full feed, the Monday report,
          bookmarks, reminders and the onboarding chat. There is nothing to pay and no card to give.
        </p>
        <p className="text-muted">
          If Thistle ever introduces paid plans, we will tell you by email well in advance, and you
          will be able to keep a free plan or delete your account and data from Settings.
        </p>
      </div>
    </section>
  );
}
