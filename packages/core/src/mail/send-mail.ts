import { outbox, type Db } from '@thistle/db';
import type { Enqueue } from '../jobs/context.ts';
import { mailDeliverJob } from './deliver.job.ts';
import type { MailContent } from './templates.ts';

export interface OutgoingMail extends MailContent {
  to: string;
  /** The account it concerns, so deleting the account deletes its mail. */
  userId?: string | null;
  headers?: Record<string, string>;
}

/**
 * Puts a mail in the outbox and queues its delivery. The outbox row is the record of what was
 * sent (the dev mailbox reads it); the `mail.deliver` job sends it over SMTP or, without
 * SMTP_URL, prints its link on the console.
 */
export async function sendMail(db: Db, enqueue: Enqueue, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      userId: mail.userId ?? null,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? {},
    })
    .returning({ id: outbox.id });
  await enqueue(mailDeliverJob, { outboxId: row!.id });
  return row!.id;
}
