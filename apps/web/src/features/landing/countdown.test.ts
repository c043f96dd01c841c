import { describe, expect, it } from 'vitest';
import { launchTime, timeLeft } from './countdown';

describe('launch countdown', () => {
  const target = launchTime('2025-06-11T00:00');

  it('reads the target as local midnight', () => {
    const local = new Date(target);
    expect([local.getFullYear(), local.getMonth(), local.getDate()]).toEqual([2025, 5, 11]);
    expect([local.getHours(), local.getMinutes(), local.getSeconds()]).toEqual([0, 0, 0]);
  });

  it('splits the time left into days, hours, minutes and seconds before the date', () => {
    const now = target - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(timeLeft(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(timeLeft(target, target - 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('counts a partial second down, not up', () => {
    expect(timeLeft(target, target - 1500)?.seconds).toBe(1);
  });

  it('is over (null) at and after the date, and for today 2026-11-21', () => {
    expect(timeLeft(target, target)).toBeNull();
    expect(timeLeft(target, target + 1)).toBeNull();
    expect(timeLeft(target, new Date('2026-11-21T09:00').getTime())).toBeNull();
  });

  it('treats an unreadable target as passed', () => {
    expect(timeLeft(launchTime('not a date'), Date.now())).toBeNull();
  });
});
