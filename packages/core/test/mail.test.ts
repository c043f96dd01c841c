/**
 * Mail: the outbox row, the mail.deliver job over real SMTP (a local sink) and, without
 * SMTP_URL, the one console line a developer clicks.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox, users } from '@thistle/db';
import { createTestDatabase, type TestDatabase } from '@thistle/db/testing';
import { loadConfig } from '../src/config/env.ts';
import type { JobContext } from '../src/jobs/context.ts';
import { silentLogger } from '../src/logger.ts';
import { mailDeliverJob } from '../src/mail/deliver.job.ts';
import { sendMail } from '../src/mail/send-mail.ts';
import {
  alreadyRegisteredMail,
  passwordChangedMail,
  resetPasswordMail,
  verifyEmailMail,
} from '../src/mail/templates.ts';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink.ts';

describe('mail', () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  const queued: string[] = [];
  beforeAll(async () => {
    [database, sink] = await Promise.all([createTestDatabase('pglite'), startSmtpSink()]);
  });
  afterAll(async () => {
    await sink?.close();
    await database?.close();
  });

  const context = (env: Record<string, string>): JobContext => ({
    config: loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000', ...env }),
    database,
    logger: silentLogger,
    enqueue: async (_job, payload) => {
      queued.push((payload as { outboxId: string }).outboxId);
    },
  });

  it('templates are branded HTML with a text alternative that carries the same link', () => {
    const link = 'http://localhost:3000/verify-email?token=abc';
    for (const mail of [
      verifyEmailMail(link),
      resetPasswordMail(link),
      alreadyRegisteredMail('http://localhost:3000/login', 'http://localhost:3000/forgot-password'),
      passwordChangedMail('http://localhost:3000/forgot-password'),
    ]) {
      expect(mail.subject.length).toBeGreaterThan(10);
      expect(mail.html).toContain('#5b2a86');
      expect(mail.html).toContain('lang="en-GB"');
      expect(mail.html).not.toContain('<script');
      expect(mail.text).not.toMatch(/<\/?[a-z]/i);
      expect(mail.text.length).toBeGreaterThan(80);
    }
    expect(verifyEmailMail(link).text).toContain(link);
    expect(verifyEmailMail(`${link}&x=<y>"`).html).toContain('token=abc&amp;x=&lt;y&gt;&quot;');
  });

  it('queues into the outbox, then delivers over SMTP with text and HTML parts', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'morag@example.scot' })
      .returning();
    const link = 'http://localhost:3000/verify-email?token=sinktoken';
    const id = await sendMail(database.db, context({}).enqueue, {
      to: 'morag@example.scot',
      userId: user!.id,
      ...verifyEmailMail(link),
    });
    expect(queued).toContain(id);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ userId: user!.id, sentAt: null, to: 'morag@example.scot' });

    await mailDeliverJob.handler(
      { outboxId: id },
      context({ SMTP_URL: sink.url, MAIL_FROM: 'Thistle <hello@thistle.test>' }),
    );
    const message = await sink.waitFor('morag@example.scot');
    expect(message.from).toBe('hello@thistle.test');
    expect(message.subject).toBe('Verify your email address for Thistle');
    expect(message.raw).toMatch(/multipart\/alternative/i);
    expect(message.text).toContain(link);
    expect(message.html).toContain('#5b2a86');
    const [sent] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(sent!.sentAt).toBeInstanceOf(Date);

    // Delivered once: running the job again sends nothing more.
    const count = sink.messages.length;
    await mailDeliverJob.handler({ outboxId: id }, context({ SMTP_URL: sink.url }));
    expect(sink.messages.length).toBe(count);
  });

  it('without SMTP_URL prints one console line with the link and marks the mail sent', async () => {
    const id = await sendMail(database.db, context({}).enqueue, {
      to: 'iain@example.scot',
      ...resetPasswordMail(
        'http://localhost:3000/reset-password#access_token=a&refresh_token=b&type=recovery',
      ),
    });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await mailDeliverJob.handler({ outboxId: id }, context({}));
      expect(log).toHaveBeenCalledTimes(1);
      const line = String(log.mock.calls[0]![0]);
      expect(line).toContain('iain@example.scot');
      expect(line).toContain(
        'http://localhost:3000/reset-password#access_token=a&refresh_token=b&type=recovery',
      );
      expect(line).toContain('/dev/mailbox');
      expect(line.split('\n')).toHaveLength(1);
    } finally {
      log.mockRestore();
    }
    const [sent] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(sent!.sentAt).toBeInstanceOf(Date);
  });

  it('a failed SMTP delivery records the error and throws so the job retries', async () => {
    const id = await sendMail(database.db, context({}).enqueue, {
      to: 'x@example.scot',
      ...verifyEmailMail('http://l/v'),
    });
    await expect(
      mailDeliverJob.handler({ outboxId: id }, context({ SMTP_URL: 'smtp://127.0.0.1:1' })),
    ).rejects.toThrow();
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row!.sentAt).toBeNull();
    expect(row!.lastError).toBeTruthy();
  });
});
