import { cn } from '@/lib/cn';

/** A labelled progress bar (0–100). */
export function Progress({
  value,
  label,
  className,
}: {
  value: number;
  label: string;
  className?: string;
}) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-brand-100', className)}
    >
      <div
        className="h-full rounded-full bg-brand-700 transition-[width] duration-500"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
