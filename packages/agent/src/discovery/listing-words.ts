/**
 * Whether a link leads to a listing page (news, funding, events, resources) rather than to a
 * single item or a page of something else, from the words of its last path segment and of its
 * text. A listing's segment and text are made of listing words and filler ("funding-and-grants",
 * "Latest news", "business_news_and_events"); an item's carry the item's own words
 * ("large-grant-projects-approved") or numbers and dates.
 */
export type ListingKind = 'funding' | 'news' | 'events' | 'resources';

/** Several kinds in one name: the rarer, more specific one wins. */
const KIND_ORDER: ListingKind[] = ['funding', 'events', 'resources', 'news'];

const KIND_WORDS: Record<ListingKind, Set<string>> = {
  funding: new Set(
    'funding fund funds grant grants finance financing loan loans investment opportunities opportunity competitions competition calls tenders'.split(
      ' ',
    ),
  ),
  events: new Set(
    'events event whatson workshops webinars calendar diary courses training masterclasses'.split(
      ' ',
    ),
  ),
  resources: new Set(
    'resources resource guides guidance knowledge toolkit toolkits publications reports research advice library learning'.split(
      ' ',
    ),
  ),
  news: new Set(
    'news newsroom press blog blogs insights insight briefings briefing updates stories articles announcements releases'.split(
      ' ',
    ),
  ),
};

/** "Business support" pages often list the schemes on offer; a weaker sign than "funding". */
const WEAK_FUNDING = new Set(['support']);

const FILLER = new Set(
  'and for the of our your all a an to in at business businesses list listing latest upcoming current recent open available browse services service centre center zone view more see read find media hub local'.split(
    ' ',
  ),
);

/** Words of a site's own subject pages, worth opening to reach the listings beneath them. */
const HUB_WORDS = new Set(
  'business businesses trade invest investment enterprise economy economic development support'.split(
    ' ',
  ),
);

/** Segments that never lead to a listing worth watching. */
const SKIP_WORDS = new Set(
  'login logon signin register account myaccount cart basket checkout search privacy cookie cookies terms accessibility sitemap contact feed rss subscribe newsletter tag tags category categories author wp admin json xmlrpc user users download downloads file files'.split(
    ' ',
  ),
);

const FILE_EXTENSION =
  /\.(?:pdf|docx?|xlsx?|pptx?|odt|ods|zip|csv|jpe?g|png|gif|svg|webp|mp[34]|ics|xml|json|rss|txt)$/i;

interface Words {
  words: string[];
  hasNumber: boolean;
}

function wordsOf(text: string): Words {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // keep the raw text
  }
  const tokens = decoded
    .toLowerCase()
    .replace(/\.(?:html?|aspx?|php|jsp)$/, '')
    .replace(/what['’]?\s*s\W+on\b/g, 'whatson')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const words: string[] = [];
  let hasNumber = false;
  for (const token of tokens) {
    if (/^\d+$/.test(token)) hasNumber = true;
    // "news7": a CMS's numbered section of a listing word.
    else words.push(token.replace(/\d+$/, ''));
  }
  return { words, hasNumber };
}

/** The kind a run of words names, if every word is a listing word or filler; else null. */
function kindOfWords({ words, hasNumber }: Words): { kind: ListingKind; weak: boolean } | null {
  if (hasNumber || words.length === 0 || words.length > 6) return null;
  const kinds = new Set<ListingKind>();
  let weak = false;
  for (const word of words) {
    const kind = KIND_ORDER.find((k) => KIND_WORDS[k].has(word));
    if (kind) kinds.add(kind);
    else if (WEAK_FUNDING.has(word)) weak = true;
    else if (!FILLER.has(word)) return null;
  }
  const kind = KIND_ORDER.find((k) => kinds.has(k));
  if (kind) return { kind, weak: false };
  return weak ? { kind: 'funding', weak: true } : null;
}

function segmentsOf(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean);
}

/** A same-site path with no query, no file extension and no account, search or taxonomy part. */
export function isBrowsablePath(url: URL): boolean {
  if (url.search || FILE_EXTENSION.test(url.pathname)) return false;
  return segmentsOf(url).every((segment) => !wordsOf(segment).words.some((w) => SKIP_WORDS.has(w)));
}

export interface ListingGuess {
  kind: ListingKind;
  /** Higher is more certain: the segment names a listing (3), the link text does (2), weak words less. */
  score: number;
}

/** Whether a same-site link looks like a listing page, and of what. */
export function guessListing(url: URL, text = ''): ListingGuess | null {
  if (!isBrowsablePath(url)) return null;
  const segments = segmentsOf(url);
  const last = segments.at(-1);
  if (!last) return null;
  const fromSegment = kindOfWords(wordsOf(last));
  const fromText = kindOfWords(wordsOf(text));
  const shallow = segments.length <= 2 ? 1 : 0;
  if (fromSegment) {
    const kind = fromText && !fromText.weak && fromSegment.weak ? fromText.kind : fromSegment.kind;
    const score = (fromSegment.weak ? 1 : 3) + (fromText ? (fromText.weak ? 1 : 2) : 0) + shallow;
    return { kind, score };
  }
  // An opaque segment ("/p/8213") under a plain listing name in the menu.
  const opaque = wordsOf(last);
  if (fromText && !fromText.weak && shallow && !opaque.hasNumber && opaque.words.length <= 2) {
    return { kind: fromText.kind, score: 2 };
  }
  return null;
}

/** A shallow page about the site's business offer ("Business and trade"): opened to find listings. */
export function isHubLink(url: URL, text: string): boolean {
  if (!isBrowsablePath(url) || segmentsOf(url).length > 2 || segmentsOf(url).length === 0)
    return false;
  const all = [...wordsOf(segmentsOf(url).at(-1)!).words, ...wordsOf(text).words];
  return all.some((w) => HUB_WORDS.has(w)) && all.every((w) => HUB_WORDS.has(w) || FILLER.has(w));
}

/** The kind a feed probably carries, from its URL and title: calendars are events. */
export function guessFeedKind(url: string, title: string, type: string): ListingKind {
  if (type === 'ical') return 'events';
  const words = wordsOf(`${new URL(url).pathname} ${title}`).words;
  return KIND_ORDER.find((k) => words.some((w) => KIND_WORDS[k].has(w))) ?? 'news';
}
