/**
 * iCalendar (RFC 5545) written by hand, because the subset Thistle needs is small: a calendar of
 * VEVENTs, timed (UTC) or all-day (DATE). What the RFC requires of it is done here: CRLF line
 * ends, lines folded at 75 octets without splitting a UTF-8 character, TEXT values escaped,
 * and UID and DTSTAMP on every event. Tests read the output back with ical.js.
 */

export interface IcsEvent {
  uid: string;
  summary: string;
  description?: string;
  url?: string | null;
  location?: string | null;
  /** A timed event: start (and end, if known) as instants, written in UTC. */
  start?: Date;
  end?: Date | null;
  /** An all-day event on this date (YYYY-MM-DD). */
  date?: string;
  lastModified?: Date;
  /** Free time in the owner's calendar (a deadline does not block the day). */
  transparent?: boolean;
}

export interface IcsCalendar {
  name: string;
  /** How often a subscribing calendar should read the feed again (a subscription only). */
  refreshHours?: number;
  events: IcsEvent[];
  now: Date;
}

/** TEXT escaping: backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** 20261203T100000Z */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const dateValue = (date: string) => date.replace(/-/g, '');

/** Folds a content line into lines of at most 75 octets, continuation lines starting with a space. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const pieces: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    // Never cut inside a character: back up while the next byte is a UTF-8 continuation byte.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    pieces.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
    limit = 74; // the leading space counts towards the 75
  }
  return pieces.join('\r\n ');
}

function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

function eventLines(event: IcsEvent, now: Date): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utcStamp(now)}`];
  if (event.date) {
    lines.push(`DTSTART;VALUE=DATE:${dateValue(event.date)}`);
    lines.push(`DTEND;VALUE=DATE:${dateValue(nextDay(event.date))}`);
  } else if (event.start) {
    lines.push(`DTSTART:${utcStamp(event.start)}`);
    if (event.end && event.end.getTime() > event.start.getTime()) {
      lines.push(`DTEND:${utcStamp(event.end)}`);
    }
  } else {
    throw new Error(`event ${event.uid} has neither a date nor a start`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  // URL is a URI value, not TEXT: no escaping, but a line break would end the property.
  if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`);
  if (event.lastModified) lines.push(`LAST-MODIFIED:${utcStamp(event.lastModified)}`);
  if (event.transparent) lines.push('TRANSP:TRANSPARENT');
  lines.push('END:VEVENT');
  return lines;
}

export function writeCalendar(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Thistle//Bookmarks calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
  ];
  if (calendar.refreshHours) {
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshHours}H`);
    lines.push(`X-PUBLISHED-TTL:PT${calendar.refreshHours}H`);
  }
  for (const event of calendar.events) lines.push(...eventLines(event, calendar.now));
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
