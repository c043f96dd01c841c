import { Writable } from 'node:stream';

/** pino's numeric levels, as a person reads them. */
const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every line carries; repeating them on a laptop's console only buries the message. */
const BOILERPLATE = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'app']);

function formatValue(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** One pino JSON line as `19:04:12 INFO  message key=value …`; anything else passes through. */
export function readableLine(jsonLine: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(jsonLine) as Record<string, unknown>;
  } catch {
    return jsonLine;
  }
  const time = new Date(typeof record.time === 'number' ? record.time : Date.now());
  const clock = time.toTimeString().slice(0, 8);
  const level = LEVELS[record.level as number] ?? String(record.level);
  const extras = Object.entries(record)
    .filter(([key]) => !BOILERPLATE.has(key))
    .map(([key, value]) =>
      key === 'err' && value && typeof value === 'object' && 'stack' in value
        ? `\n${String((value as { stack: unknown }).stack)}`
        : `${key}=${formatValue(value)}`,
    );
  return [clock, level, String(record.msg ?? ''), ...extras].join(' ').trimEnd() + '\n';
}

/**
 * The development console: pino writes JSON (production keeps it, for log collectors), this
 * turns each line into one short readable line, so the verification link a newcomer needs
 * is not lost among objects.
 */
export function readableLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  let pending = '';
  return new Writable({
    write(chunk, _encoding, done) {
      pending += String(chunk);
      let newline = pending.indexOf('\n');
      while (newline >= 0) {
        out.write(readableLine(pending.slice(0, newline)));
        pending = pending.slice(newline + 1);
        newline = pending.indexOf('\n');
      }
      done();
    },
  });
}
