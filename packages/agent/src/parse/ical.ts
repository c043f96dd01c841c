import ICAL from 'ical.js';
import type { ParsedEntry, ParsedFeed } from '../contracts.ts';
import { isKnownTimeZone, LONDON, zonedTime } from '../time.ts';
import { FeedParseError } from './feeds.ts';
import { cleanLine, htmlToText, looksLikeHtml, resolveUrl } from './text.ts';

export interface IcalOptions {
  url: string;
  now?: Date;
  /** Occurrences of recurring events are kept inside this window (default now-30d..now+365d). */
  windowStart?: Date;
  windowEnd?: Date;
  /** A guard against rules that would run forever (FREQ=SECONDLY, no UNTIL). */
  maxOccurrencesPerEvent?: number;
}

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;
type Event = InstanceType<typeof ICAL.Event>;

// Outlook writes Windows zone names; the few a UK calendar is likely to carry map to IANA.
const WINDOWS_ZONES: Record<string, string> = {
  'GMT Standard Time': 'Europe/London',
  'Greenwich Standard Time': 'Atlantic/Reykjavik',
  'W. Europe Standard Time': 'Europe/Berlin',
  'Romance Standard Time': 'Europe/Paris',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Central European Standard Time': 'Europe/Warsaw',
  'Eastern Standard Time': 'America/New_York',
  'Central Standard Time': 'America/Chicago',
  'Mountain Standard Time': 'America/Denver',
  'Pacific Standard Time': 'America/Los_Angeles',
  UTC: 'UTC',
};

function ianaFor(tzid: string | null | undefined): string | null {
  if (!tzid) return null;
  const clean = tzid.replace(/^"|"$/g, '').replace(/^\/[^/]+\/[^/]+\//, '');
  if (WINDOWS_ZONES[clean]) return WINDOWS_ZONES[clean]!;
  return isKnownTimeZone(clean) ? clean : null;
}

/**
 * An ICAL.Time to an instant. Zoned times use their VTIMEZONE; floating times and TZIDs the
 * calendar does not define are read in that IANA zone if it is one, else in London. A DATE
 * (all-day) is the start of that day in London.
 */
function toInstant(time: Time | null | undefined, tzid: string | null): Date | null {
  if (!time) return null;
  const zone = time.zone as { tzid?: string } | null | undefined;
  const zoneId = zone?.tzid;
  let date: Date;
  if (!time.isDate && zoneId && zoneId !== 'floating') {
    date = new Date(time.toUnixTime() * 1000);
  } else {
    const tz = ianaFor(tzid) ?? LONDON;
    date = zonedTime(
      time.year,
      time.month,
      time.day,
      time.isDate ? 0 : time.hour,
      time.isDate ? 0 : time.minute,
      time.isDate ? 0 : time.second,
      tz,
    );
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

function propTzid(component: Component, name: string): string | null {
  const prop = component.getFirstProperty(name);
  const tz = prop?.getFirstParameter('tzid');
  return typeof tz === 'string' ? tz : null;
}

function textProp(component: Component, name: string): string | null {
  const v = component.getFirstPropertyValue(name);
  return typeof v === 'string' ? v : null;
}

function organizerName(component: Component): string | null {
  const prop = component.getFirstProperty('organizer');
  if (!prop) return null;
  const cn = prop.getFirstParameter('cn');
  if (typeof cn === 'string' && cn.trim()) return cn.trim();
  const value = prop.getFirstValue();
  return typeof value === 'string' ? value.replace(/^mailto:/i, '') : null;
}

function categoriesOf(component: Component): string[] {
  return component
    .getAllProperties('categories')
    .flatMap((p) => p.getValues())
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .map((v) => v.trim());
}

function baseEntry(
  component: Component,
  url: string,
): Omit<ParsedEntry, 'eventStart' | 'eventEnd'> {
  const description = textProp(component, 'description') ?? '';
  const html = textProp(component, 'x-alt-desc');
  const link = resolveUrl(textProp(component, 'url'), url);
  return {
    title: cleanLine(textProp(component, 'summary')) || '',
    link,
    text: looksLikeHtml(description) ? htmlToText(description) : description.trim(),
    html: html ?? null,
    externalId: textProp(component, 'uid'),
    publishedAt: null,
    location: textProp(component, 'location')?.trim() || null,
    organisation: organizerName(component),
    categories: categoriesOf(component),
  };
}

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

function parseLeniently(text: string): unknown {
  try {
    return ICAL.parse(text);
  } catch (error) {
    // Exchange sometimes quotes the value into the parameter: TZID="Zone:20200609T090000".
    const repaired = text
      .replace(
        /^([A-Za-z-]+(?:;[^:\r\n"]*(?:"[^"\r\n]*")?)*;[A-Za-z-]+)="([^"\r\n:]*):([^"\r\n]*)"\s*$/gm,
        '$1="$2":$3',
      )
      .replace(/\r?\n(?=\r?\n)/g, '');
    if (repaired === text) throw error;
    return ICAL.parse(repaired);
  }
}

export function parseIcal(body: string, options: IcalOptions): ParsedFeed {
  const now = options.now ?? new Date();
  const windowStart = options.windowStart ?? new Date(now.getTime() - 30 * 86_400_000);
  const windowEnd = options.windowEnd ?? new Date(now.getTime() + 365 * 86_400_000);
  const maxOccurrences = options.maxOccurrencesPerEvent ?? 500;

  let root: Component;
  try {
    const jcal = parseLeniently(body.replace(/^\uFEFF/, ''));
    // Several VCALENDARs in one file come back as a list; read the first.
    const first = Array.isArray(jcal) && typeof jcal[0] !== 'string' ? jcal[0] : jcal;
    root = new ICAL.Component(first as unknown[]);
  } catch (error) {
    throw new FeedParseError(`Unreadable iCalendar: ${(error as Error).message}`, 'malformed');
  }

  // Register this calendar's own zones for the duration of the parse only: the service is
  // global and another calendar may define the same TZID differently.
  const registered: string[] = [];
  for (const vtz of root.getAllSubcomponents('vtimezone')) {
    const tzid = textProp(vtz, 'tzid');
    if (!tzid || ICAL.TimezoneService.has(tzid)) continue;
    const ok = safe(() => {
      ICAL.TimezoneService.register(new ICAL.Timezone(vtz));
      return true;
    }, false);
    if (ok) registered.push(tzid);
  }

  try {
    const vevents = root.getAllSubcomponents('vevent');
    const masters = new Map<string, Event>();
    const exceptions: Component[] = [];
    const singles: Component[] = [];
    for (const vevent of vevents) {
      const uid = textProp(vevent, 'uid');
      if (vevent.hasProperty('recurrence-id')) exceptions.push(vevent);
      else if (vevent.hasProperty('rrule') || vevent.hasProperty('rdate')) {
        const event = safe(() => new ICAL.Event(vevent), null);
        const existing = uid ? masters.get(uid) : undefined;
        // A duplicated series keeps the copy with the higher SEQUENCE.
        if (event && uid && (!existing || event.sequence >= existing.sequence))
          masters.set(uid, event);
        else if (event && !uid) masters.set(`__${masters.size}`, event);
      } else singles.push(vevent);
    }
    for (const ex of exceptions) {
      const uid = textProp(ex, 'uid');
      const master = uid ? masters.get(uid) : undefined;
      if (master) safe(() => master.relateException(ex), undefined);
      else singles.push(ex);
    }

    const entries: ParsedEntry[] = [];
    const inWindow = (start: Date | null, end: Date | null) =>
      !!start && start <= windowEnd && (end ?? start) >= windowStart;

    for (const vevent of singles) {
      const event = safe(() => new ICAL.Event(vevent), null);
      if (!event) continue;
      const start = safe(() => toInstant(event.startDate, propTzid(vevent, 'dtstart')), null);
      const rawEnd = safe(
        () => toInstant(event.endDate, propTzid(vevent, 'dtend') ?? propTzid(vevent, 'dtstart')),
        null,
      );
      const end = rawEnd && start && rawEnd >= start ? rawEnd : start;
      if (!inWindow(start, end)) continue;
      entries.push({ ...baseEntry(vevent, options.url), eventStart: start, eventEnd: end });
    }

    for (const [, master] of masters) {
      const iterator = safe(() => master.iterator(), null);
      if (!iterator) continue;
      let emitted = 0;
      // Rules starting centuries ago still have to be walked to the window; bound the walk.
      for (let steps = 0; steps < 50_000 && emitted < maxOccurrences; steps++) {
        const next = safe(() => iterator.next(), null);
        if (!next) break;
        const details = safe(() => master.getOccurrenceDetails(next), null);
        if (!details) continue;
        const item = details.item;
        const component = item.component;
        const start = toInstant(details.startDate, propTzid(component, 'dtstart'));
        const end = toInstant(
          details.endDate,
          propTzid(component, 'dtend') ?? propTzid(component, 'dtstart'),
        );
        if (!start) continue;
        if (start > windowEnd) break;
        if (!inWindow(start, end)) continue;
        const base = baseEntry(component, options.url);
        const recurrence = toInstant(details.recurrenceId, propTzid(master.component, 'dtstart'));
        entries.push({
          ...base,
          externalId: `${base.externalId ?? 'event'}#${(recurrence ?? start).toISOString()}`,
          eventStart: start,
          eventEnd: end && end >= start ? end : start,
        });
        emitted++;
      }
    }
    entries.sort((a, b) => (a.eventStart?.getTime() ?? 0) - (b.eventStart?.getTime() ?? 0));
    return {
      type: 'ical',
      title: cleanLine(textProp(root, 'x-wr-calname') ?? textProp(root, 'name')) || null,
      link: null,
      entries,
    };
  } finally {
    for (const tzid of registered) safe(() => ICAL.TimezoneService.remove(tzid), undefined);
  }
}
