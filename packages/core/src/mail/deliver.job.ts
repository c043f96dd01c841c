import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import { outbox } from '@thistle/db';
import { defineJob } from '../jobs/define.ts';
import type { JobContext } from '../jobs/context.ts';

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    // The URL carries host, port, credentials and options (e.g. ?ignoreTLS=true).
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** The first web link in a mail's text: what the console line shows. */
export function firstLink(text: string): string | undefined {
  return /https?:\/\/[^\s<>"]+/.exec(text)?.[0];
}

export const mailDeliverJob = defineJob({
  id: 'mail.deliver',
  payload: z.object({ outboxId: z.uuid() }),
  retryLimit: 5,
  expireInSeconds: 120,
  async handler({ outboxId }, { config, database, logger }: JobContext) {
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.id, outboxId));
    if (!mail || mail.sentAt) return; // deleted with its account, or already sent
    if (config.smtpUrl) {
      try {
        await transportFor(config.smtpUrl).sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers as Record<string, string>,
        });
      } catch (error) {
        await database.db
          .update(outbox)
          .set({ lastError: String((error as Error).message ?? error).slice(0, 500) })
          .where(eq(outbox.id, outboxId));
        throw error;
      }
    } else if (config.env === 'production') {
      logger.warn({ outboxId }, 'SMTP_URL is not set: mail kept in the outbox, not sent');
    } else {
      // The one console line a developer needs: who, what, and the link to click.
      const link = firstLink(mail.text);
      console.log(
        `[mail] to ${mail.to}: "${mail.subject}"${link ? ` ${link}` : ''} (all mail: ${config.publicUrl}/dev/mailbox)`,
      );
    }
    await database.db
      .update(outbox)
      .set({ sentAt: new Date(), lastError: null })
      .where(eq(outbox.id, outboxId));
  },
});
