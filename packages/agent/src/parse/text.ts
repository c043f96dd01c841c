import { decodeHTML } from 'entities';

/** Decodes every HTML entity (named, decimal, hex), including ones XML does not declare. */
export function decodeEntities(text: string): string {
  return text.includes('&') ? decodeHTML(text) : text;
}

const BLOCK =
  /<\/?(?:p|div|br|li|ul|ol|tr|td|th|table|h[1-6]|section|article|header|footer|blockquote|pre|dd|dt|dl|hr|figure|figcaption)\b[^>]*>/gi;

/** HTML fragment → readable plain text: scripts dropped, blocks become line breaks. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|template|iframe|svg)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(BLOCK, '\n')
    .replace(/<[^>]*>/g, '');
  return normaliseSpace(decodeEntities(text));
}

export function normaliseSpace(text: string): string {
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t\f\v\r]+/g, ' ')
    .replace(/ *\n[ \n]*/g, '\n')
    .trim();
}

/** One-line text for titles and names. */
export function cleanLine(text: string | null | undefined): string {
  if (!text) return '';
  return htmlToText(text).replace(/\s+/g, ' ').trim();
}

export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*\b[^>]*>|&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i.test(text);
}

export function resolveUrl(
  href: string | null | undefined,
  base: string | null | undefined,
): string | null {
  if (!href) return null;
  const trimmed = decodeEntities(href.trim());
  if (!trimmed) return null;
  try {
    return base ? new URL(trimmed, base).toString() : new URL(trimmed).toString();
  } catch {
    return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : null;
  }
}

const ZONES: Record<string, string> = {
  UT: '+0000',
  UTC: '+0000',
  GMT: '+0000',
  Z: '+0000',
  BST: '+0100',
  IST: '+0100',
  WET: '+0000',
  WEST: '+0100',
  CET: '+0100',
  CEST: '+0200',
  EET: '+0200',
  EEST: '+0300',
  EST: '-0500',
  EDT: '-0400',
  CST: '-0600',
  CDT: '-0500',
  MST: '-0700',
  MDT: '-0600',
  PST: '-0800',
  PDT: '-0700',
  AEST: '+1000',
  AEDT: '+1100',
  JST: '+0900',
  KST: '+0900',
  A: '-0100',
  M: '-1200',
  N: '+0100',
  Y: '+1200',
};
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function valid(date: Date): Date | null {
  const t = date.getTime();
  if (Number.isNaN(t)) return null;
  const year = date.getUTCFullYear();
  return year >= 1900 && year <= 2200 ? date : null;
}

function offsetMinutes(zone: string | undefined): number {
  if (!zone) return 0;
  const z = ZONES[zone.toUpperCase()] ?? zone;
  const m = /^([+-])(\d{1,2}):?(\d{2})?$/.exec(z);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

/**
 * Feed dates, leniently: RFC 822/1123 (day name optional, two-digit years, named or numeric
 * zones including BST), ISO 8601 / W3CDTF (date only, month only, with or without zone).
 * A date with no zone is read as UTC: feeds rarely say, and a few hours do not matter here.
 */
export function parseFeedDate(value: unknown): Date | null {
  if (value instanceof Date) return valid(value);
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/\s+/g, ' ');
  if (!text) return null;

  const iso =
    /^(\d{4})(?:-?(\d{2})(?:-?(\d{2}))?)?(?:[T ](\d{1,2}):?(\d{2})(?::?(\d{2})(?:[.,]\d+)?)?)? ?(Z|[+-]\d{2}:?\d{2}|[+-]\d{2}|[A-Z]{1,4})?$/i.exec(
      text,
    );
  if (iso) {
    const [, y, mo, d, h, mi, s, zone] = iso;
    const utc = Date.UTC(
      Number(y),
      Number(mo ?? 1) - 1,
      Number(d ?? 1),
      Number(h ?? 0),
      Number(mi ?? 0),
      Number(s ?? 0),
    );
    return valid(new Date(utc - offsetMinutes(zone) * 60_000));
  }

  const rfc =
    /^(?:[A-Za-z]+,? )?(\d{1,2})(?:st|nd|rd|th)? ([A-Za-z]+)\.?,? (\d{2,4})(?:,? (\d{1,2}):(\d{2})(?::(\d{2}))?(?: ?([AP]M))?)? ?(?:([A-Za-z]{1,5}|[+-]\d{2}:?\d{2})(?: ?\(.*\))?)?$/i.exec(
      text,
    );
  if (rfc) {
    const [, d, monthName, yRaw, h, mi, s, ampm, zone] = rfc;
    const month = MONTHS.indexOf(monthName!.slice(0, 3).toLowerCase());
    if (month >= 0) {
      let year = Number(yRaw);
      if (yRaw!.length === 2) year += year < 50 ? 2000 : 1900;
      let hour = Number(h ?? 0);
      if (ampm) hour = (hour % 12) + (ampm.toUpperCase() === 'PM' ? 12 : 0);
      const utc = Date.UTC(year, month, Number(d), hour, Number(mi ?? 0), Number(s ?? 0));
      return valid(new Date(utc - offsetMinutes(zone) * 60_000));
    }
  }
  const fallback = Date.parse(text);
  return Number.isNaN(fallback) ? null : valid(new Date(fallback));
}
