import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar } from '../../src/calendar/ics.ts';

describe('iCalendar writing', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });

  it('ends every line with CRLF and gives every event a UID and DTSTAMP', () => {
    const ics = writeCalendar({
      name: 'Test',
      now: new Date('2026-11-23T12:00:00Z'),
      events: [
        { uid: 'a@thistle', summary: 'Deadline', date: '2026-12-31' },
        { uid: 'b@thistle', summary: 'Event', start: new Date('2026-12-03T10:00:00Z') },
      ],
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101');
    expect(ics).toContain('DTSTART:20261203T100000Z');
    expect(ics.match(/DTSTAMP:20261123T120000Z/g)).toHaveLength(2);
  });
});
