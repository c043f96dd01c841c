export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * The launch target as a local date-time. A string with no offset ("2025-06-11T00:00") is read
 * by Date as local time, which is what the countdown means (docs/product.md#landing-page). Invalid input gives NaN.
 */
export function launchTime(launchDate: string): number {
  return new Date(launchDate).getTime();
}

/** Whole days, hours, minutes and seconds until the target, or null once it has passed. */
export function timeLeft(targetMs: number, nowMs: number): TimeLeft | null {
  const remaining = Math.floor((targetMs - nowMs) / 1000);
  if (!Number.isFinite(remaining) || remaining <= 0) return null;
  return {
    days: Math.floor(remaining / 86_400),
    hours: Math.floor((remaining % 86_400) / 3600),
    minutes: Math.floor((remaining % 3600) / 60),
    seconds: remaining % 60,
  };
}
