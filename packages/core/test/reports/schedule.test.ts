/**
 * The Monday report fires at 07:00 in London in every week, including the weeks the clocks
 * change (BST from Sunday 29 March 2026, GMT again from Sunday 25 October 2026). The decision is
 * pg-boss's own (its timekeeper's shouldSendIt, evaluated minute by minute under a fake clock),
 * fed the job's cron and the zone the runner schedules every cron in.
 */
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@thistle/db/testing';
import { loadConfig } from '../../src/config/env.ts';
import type { JobContext } from '../../src/jobs/context.ts';
import { JobRunner } from '../../src/jobs/runner.ts';
import { silentLogger } from '../../src/logger.ts';
import { londonDate, londonInstant, weekStartOf } from '../../src/reports/london-time.ts';
import { WEEKLY_REPORTS_CRON, weeklyReportsJob } from '../../src/reports/weekly-reports.job.ts';

const require = createRequire(import.meta.url);
const Timekeeper = require('pg-boss/src/timekeeper.js') as {
  prototype: { shouldSendIt(cron: string, tz: string): boolean };
};
const timekeeper = Object.assign(Object.create(Timekeeper.prototype), { clockSkew: 0 }) as {
  shouldSendIt(cron: string, tz: string): boolean;
};

/**
 * The moments around `day` at which pg-boss would send the job: every minute from 05:00 to 09:00
 * UTC that day (where 07:00 London falls in either season), every hour for a day either side
 * (the Sundays the clocks change among them). (cron-parser takes milliseconds a call, so not every minute of three days.)
 */
function firingMinutes(day: string): string[] {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const moments = new Set<number>();
  for (let m = 5 * 60; m < 9 * 60; m++) moments.add(midnight + m * 60_000);
  for (let t = midnight - 86_400_000; t < midnight + 2 * 86_400_000; t += 60 * 60_000) {
    moments.add(t);
  }
  const fired: string[] = [];
  for (const t of [...moments].sort((a, b) => a - b)) {
    // The cron monitor looks every 30 s or so; a minute's first second is the worst case.
    vi.setSystemTime(t + 1000);
    if (timekeeper.shouldSendIt(WEEKLY_REPORTS_CRON, 'Europe/London')) {
      fired.push(new Date(t).toISOString());
    }
  }
  return fired;
}

describe('the Monday report schedule', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['2026-03-23', 'the last GMT Monday', '2026-03-23T07:00:00.000Z'],
    [
      '2026-03-30',
      'the first BST Monday (clocks went forward on Sunday 29 March)',
      '2026-03-30T06:00:00.000Z',
    ],
    ['2026-10-19', 'the last BST Monday', '2026-10-19T06:00:00.000Z'],
    [
      '2026-10-26',
      'the first GMT Monday (clocks went back on Sunday 25 October)',
      '2026-10-26T07:00:00.000Z',
    ],
  ])('fires once, at 07:00 London, on %s (%s)', (day, _why, expected) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(firingMinutes(day)).toEqual([expected]);
    expect(londonInstant(day, 7).toISOString()).toBe(expected);
  });

  it('knows the week each moment belongs to, in London', () => {
    // 23:30 UTC on Sunday 29 March is already Monday 00:30 in London.
    expect(weekStartOf(new Date('2026-03-29T23:30:00Z'))).toBe('2026-03-30');
    expect(weekStartOf(new Date('2026-03-29T22:30:00Z'))).toBe('2026-03-23');
    // 23:30 UTC on Sunday 25 October is still Sunday in London (GMT).
    expect(weekStartOf(new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-19');
    expect(londonDate(new Date('2026-10-26T00:30:00Z'))).toBe('2026-10-26');
    // An hour the spring change skips resolves forwards.
    expect(londonInstant('2026-03-29', 1, 30).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });
});

describe('the runner installs the schedule', () => {
  let database: TestDatabase;
  let runner: JobRunner<JobContext>;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    runner = new JobRunner<JobContext>({
      database,
      jobs: [weeklyReportsJob] as never,
      logger: silentLogger,
      pollingIntervalSeconds: 60,
    });
  });
  afterAll(async () => {
    await runner?.stop();
    await database?.close();
  });

  it('as the Monday 07:00 cron in Europe/London', async () => {
    await runner.work({
      config: loadConfig({ NODE_ENV: 'test' }),
      database,
      logger: silentLogger,
      enqueue: async () => {},
    });
    const rows = await database.query<{ cron: string; timezone: string }>(
      `select cron, timezone from pgboss.schedule where name = 'reports.weekly'`,
    );
    expect(rows).toEqual([{ cron: '0 7 * * 1', timezone: 'Europe/London' }]);
  });
});
