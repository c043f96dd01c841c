import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { items, posts, users } from '@thistle/db';
import type { Enqueue, JobContext, JobDefinition, ReportRunDeps } from '@thistle/core';
import type { TestApp } from './support.ts';

const DAY = 86_400_000;
export const days = (n: number) => n * DAY;

export interface OwnerSpec {
  email?: string;
  firstName?: string | null;
  profile?: Record<string, Record<string, string | null>>;
  settings?: Partial<{ weeklyReport: boolean; deadlineReminders: boolean; email: boolean }>;
  verified?: boolean;
  stage?: string | null;
  regions?: string[];
}

export const profileIn = (location: string, business = 'Heather & Hive') => ({
  personalInfo: { name: 'Ailsa Brown' },
  businessDetails: { business_name: business, business_location: location },
});

/** An owner written straight to the database (no sign-up round trip): verified by default. */
export async function insertOwner(
  t: TestApp,
  spec: OwnerSpec = {},
): Promise<{ id: string; email: string }> {
  const email = spec.email ?? `owner-${randomUUID()}@example.scot`;
  const [row] = await t.services.database.db
    .insert(users)
    .values({
      email,
      emailVerifiedAt: spec.verified === false ? null : new Date('2026-01-01T00:00:00Z'),
      firstName: spec.firstName === undefined ? 'Ailsa' : spec.firstName,
      profile: spec.profile ?? profileIn('Kirkcaldy'),
      stage: spec.stage ?? 'startup',
      regions: spec.regions ?? ['tayside-fife'],
      notificationSettings: {
        weeklyReport: true,
        deadlineReminders: true,
        email: true,
        ...spec.settings,
      },
    })
    .returning({ id: users.id });
  return { id: row!.id, email };
}

export async function setProfile(
  t: TestApp,
  userId: string,
  spec: Omit<OwnerSpec, 'email' | 'verified'>,
) {
  await t.services.database.db
    .update(users)
    .set({
      ...(spec.profile ? { profile: spec.profile } : {}),
      ...(spec.firstName !== undefined ? { firstName: spec.firstName } : {}),
      ...(spec.settings
        ? {
            notificationSettings: {
              weeklyReport: true,
              deadlineReminders: true,
              email: true,
              ...spec.settings,
            },
          }
        : {}),
    })
    .where(eq(users.id, userId));
}

export type ItemSpec = Partial<typeof items.$inferInsert> & { title: string };

/** Items stored and posted to an owner at `postedAt`, with the given scores and reasons. */
export async function postToOwner(
  t: TestApp,
  userId: string,
  specs: (ItemSpec & {
    postedAt: Date;
    score?: number;
    like?: 'LIKE' | 'DISLIKE';
    reasons?: string[];
  })[],
): Promise<string[]> {
  const db = t.services.database.db;
  const ids: string[] = [];
  for (const spec of specs) {
    const { postedAt, score, like, reasons, ...item } = spec;
    const [stored] = await db
      .insert(items)
      .values({
        category: 'funding',
        body: '',
        canonicalLink: `example.org/${randomUUID()}`,
        link: `https://example.org/${randomUUID()}`,
        group: 'Scottish Enterprise',
        createdAt: postedAt,
        ...item,
      })
      .returning({ id: items.id });
    const [post] = await db
      .insert(posts)
      .values({
        userId,
        itemId: stored!.id,
        score: score ?? 1,
        reasons: reasons ?? ['Open to businesses across Scotland'],
        like: like ?? null,
        createdAt: postedAt,
      })
      .returning({ id: posts.id });
    ids.push(post!.id);
  }
  return ids;
}

/** An enqueue that records what was queued (and optionally fails on the nth call). */
export function recordingEnqueue(failOnCall?: number, pass?: Enqueue) {
  const calls: { job: string; payload: unknown; id?: string }[] = [];
  const enqueue: Enqueue = async (job, payload, options) => {
    if (failOnCall !== undefined && calls.length + 1 === failOnCall) {
      calls.push({ job: job.id, payload, id: 'FAILED' });
      throw new Error('the queue went away');
    }
    calls.push({ job: job.id, payload, ...(options?.id ? { id: options.id } : {}) });
    if (pass) await pass(job, payload, options);
  };
  return { calls, enqueue };
}

/** Runs a queued job's handler at once, in this process (what a worker would do). */
export function inlineEnqueue(t: TestApp): Enqueue {
  return async <P extends z.ZodType>(job: JobDefinition<P, JobContext>, payload: z.input<P>) => {
    await job.handler(job.payload.parse(payload), t.services.jobContext);
  };
}

export function reportDeps(t: TestApp, enqueue: Enqueue): ReportRunDeps {
  return {
    db: t.services.database.db,
    enqueue,
    logger: t.services.jobContext.logger,
    publicUrl: t.services.config.publicUrl,
    supportEmail: t.services.config.supportEmail,
    authSecret: t.services.secrets.authSecret,
    llm: null,
  };
}
