import { amountText, deadlineText, eventText } from '@/lib/post-facts';

/** A post's deadline (red under a week), amount and event date, on one line; nothing when none is known. */
export function PostFactsLine({
  deadline,
  amount,
  eventStart,
}: {
  deadline: string | null;
  amount: number | null;
  eventStart?: string | null;
}) {
  const closes = deadlineText(deadline);
  const money = amountText(amount);
  const when = eventText(eventStart ?? null);
  if (!closes && !money && !when) return null;
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm font-medium">
      {closes ? (
        <span className={closes.urgent ? 'text-danger' : 'text-leaf-700'}>{closes.text}</span>
      ) : null}
      {money ? <span className="text-ink">{money}</span> : null}
      {when ? <span className="text-ink">{when}</span> : null}
    </p>
  );
}
