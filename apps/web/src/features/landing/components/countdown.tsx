import { useEffect, useState } from 'react';
import { launchTime, timeLeft } from '../countdown';

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

/**
 * Days, hours, minutes and seconds to launch, updated every second and gone once the date has
 * passed. `now` is the clock, injectable so both sides of the date can be tested.
 */
export function Countdown({
  launchDate,
  now = Date.now,
  placeholder = false,
}: {
  launchDate: string;
  now?: () => number;
  /** Build-time prerender: the boxes with dashes, so the live numbers replace them in place. */
  placeholder?: boolean;
}) {
  const target = launchTime(launchDate);
  const [left, setLeft] = useState(() => timeLeft(target, now()));

  useEffect(() => {
    if (timeLeft(target, now()) === null) return;
    const id = window.setInterval(() => {
      const next = timeLeft(target, now());
      setLeft(next);
      if (next === null) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [target, now]);

  if (!left && !placeholder) return null;
  return (
    <section aria-labelledby="countdown-title" className="mt-8">
      <h2
        id="countdown-title"
        className="text-sm font-semibold tracking-wide text-brand-800 uppercase"
      >
        Launching in
      </h2>
      {/* Read once, not every second: a ticking live region would drown a screen reader. */}
      <ol
        className="mt-3 flex justify-center gap-2 sm:gap-3 lg:justify-start"
        data-testid="countdown"
      >
        {UNITS.map(([key, label]) => (
          <li
            key={key}
            className="flex w-[4.25rem] flex-col items-center rounded-xl border border-brand-200 bg-white px-1 py-2 shadow-sm sm:w-20"
          >
            <span
              className="text-2xl font-bold text-brand-900 tabular-nums sm:text-3xl"
              data-unit={key}
            >
              {left ? String(left[key]).padStart(2, '0') : '--'}
            </span>
            <span className="text-xs font-medium text-muted">{label}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
