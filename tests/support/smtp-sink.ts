/**
 * A real SMTP server for tests: it accepts every message on a free loopback port and keeps it,
 * so a test can start Thistle with SMTP_URL=sink.url and read what was mailed.
 */
import { SMTPServer } from 'smtp-server';
import { freePort } from './ports.ts';

export interface SinkMessage {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: SinkMessage[];
  /** Waits for a message to this address (and matching the subject, if given). */
  waitFor(
    to: string,
    options?: { subject?: RegExp; timeoutMs?: number; after?: number },
  ): Promise<SinkMessage>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodePart(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers))
    return decodeQuotedPrintable(body);
  return body;
}

/** Enough MIME for nodemailer's output: a flat or multipart/alternative text + html message. */
export function parseMessage(raw: string): Pick<SinkMessage, 'subject' | 'text' | 'html'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const subjectLine = /^subject:\s*(.*)$/im.exec(head)?.[1] ?? '';
  const subject = subjectLine.replace(
    /=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi,
    (_m, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  const parts = boundary
    ? raw
        .slice(split + 4)
        .split(`--${boundary}`)
        .slice(1, -1)
    : [raw];
  for (const part of parts) {
    const p = part.replace(/^\r\n/, '');
    const at = p.indexOf('\r\n\r\n');
    const headers = p.slice(0, at);
    const body = p.slice(at + 4).replace(/\r\n$/, '');
    if (/content-type:\s*text\/plain/i.test(headers)) text = decodePart(headers, body);
    else if (/content-type:\s*text\/html/i.test(headers)) html = decodePart(headers, body);
  }
  return { subject, text, html };
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const messages: SinkMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMessage(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    async waitFor(to, options = {}) {
      const deadline = Date.now() + (options.timeoutMs ?? 20_000);
      const after = options.after ?? 0;
      for (;;) {
        const found = messages
          .slice(after)
          .find(
            (m) =>
              m.to.some((address) => address.toLowerCase() === to.toLowerCase()) &&
              (!options.subject || options.subject.test(m.subject)),
          );
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `No mail to ${to} within the time; got: ${messages.map((m) => `${m.to.join(',')} "${m.subject}"`).join('; ') || 'nothing'}`,
          );
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(message: Pick<SinkMessage, 'text'>, prefix: string): string {
  const link = message.text.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`No link starting ${prefix} in:\n${message.text}`);
  return link;
}
