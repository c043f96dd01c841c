/**
 * The most one business can receive, in whole pounds. A page about a fund names many sums: the
 * fund's size, what it has paid out, turnover and rateable-value limits, ticket prices and,
 * somewhere, the award itself ("grants of up to £25,000"). Each sum is read with the words
 * around it: sums offered to one applicant win; totals, thresholds and prices never count; a
 * sum with no telling words counts only when no offered sum is written.
 */

import {
  AID_LIMIT_BEFORE,
  PROJECT_SIZE_BEFORE,
  AVAILABLE_AFTER,
  SPAN_TOP_BEFORE,
  POT_FOR_SEVERAL_AFTER,
  AWARD_NAMED,
  NAMED_TOTAL_AFTER,
  PER_APPLICANT_AFTER,
  OFFER_AFTER,
  OFFER_BEFORE,
  PART_OF_TOTAL_AFTER,
  HOUSEHOLDS,
  IN_KIND_AFTER,
  IN_KIND_BEFORE,
  MONEY_MOVED_IN_SENTENCE,
  FUNDING_AVAILABLE_BEFORE,
  LARGEST_AWARD_BEFORE,
  SMALLEST_AWARD_BEFORE,
  SHARED_AFTER,
  SHARED_BY_SEVERAL,
  STRONG_OFFER_BEFORE,
  WEAK_OFFER_BEFORE,
  PER_HEAD_AFTER,
  PER_UNIT_AFTER,
  CREATES_FUND_AFTER,
  OPENS_WITH_BEFORE,
  AVAILABLE_ALONE_AFTER,
  headCap,
  PRICE_AFTER,
  PRICE_BEFORE,
  RATE_AFTER,
  THRESHOLD_AFTER,
  THRESHOLD_BEFORE,
  TOTAL_AFTER,
  TOTAL_BEFORE,
  type SumKind,
} from './amount-cues.ts';

/** "£10,000", and "£10, 000" as pages sometimes type it. */
// "£10 000": some publishers group thousands with a space (never before a count: "£5 100 firms").
const NUMBER = String.raw`(\d{1,3}(?:, ?\d{3}(?!\d))+|\d{1,3}(?:[ \u00a0\u2009]\d{3})+(?![\d,.]|\s+(?:businesses|firms|companies|people|jobs|staff|employees|organisations|projects|applications)\b)|\d+)(?:\.(\d+))?`;
const UNIT = String.raw`(?:\s*(k|m|bn|mn|tn|million|billion|trillion|thousand)(?![a-z]))?`;
const MONEY = new RegExp(String.raw`(?:£|\bGBP\s?)\s?${NUMBER}${UNIT}`, 'gi');
const POUNDS_WORD = new RegExp(String.raw`(?<![£\d.,])${NUMBER}${UNIT}\s+pounds\b`, 'gi');
/** The top of a range: "£5,000-£50,000", "£5-10k", "£1,000 to £10,000", "between £A and £B". */
const RANGE_TOP = new RegExp(
  String.raw`^\s*(?:-|–|—|to|and)\s*(?:£|GBP\s?)?\s?${NUMBER}${UNIT}`,
  'i',
);

function scale(unit: string | undefined): number {
  switch ((unit ?? '').toLowerCase()) {
    case 'k':
    case 'thousand':
      return 1_000;
    case 'm':
    case 'mn':
    case 'million':
      return 1_000_000;
    case 'bn':
    case 'billion':
      return 1_000_000_000;
    case 'tn':
    case 'trillion':
      return 1_000_000_000_000;
    default:
      return 1;
  }
}

function pounds(whole: string, fraction: string | undefined, unit: string | undefined): number {
  const n = Number(whole.replace(/[, \u00a0\u2009]/g, ''));
  const s = scale(unit);
  // Pence are dropped; a fraction counts only when it scales ("£1.5m").
  return Math.round(s === 1 ? n : (n + (fraction ? Number(`0.${fraction}`) : 0)) * s);
}

interface Sum {
  index: number;
  end: number;
  value: number;
  range: boolean;
}

/** Every sum in pounds, a range counting as its top ("£5-10k" shares the unit). */
function findSums(text: string): Sum[] {
  const sums: Sum[] = [];
  for (const m of text.matchAll(MONEY)) {
    // The top of a range already read with its bottom.
    if (m.index < (sums.at(-1)?.end ?? 0)) continue;
    let range = false;
    let value = pounds(m[1]!, m[2], m[3]);
    let end = m.index + m[0].length;
    const top = RANGE_TOP.exec(text.slice(end, end + 30));
    const isAnd = top && /^\s*and/i.test(top[0]);
    const between = /\bbetween\s*$/i.test(text.slice(Math.max(0, m.index - 12), m.index));
    if (top && (!isAnd || between)) {
      const unit = top[3] ?? undefined;
      // "£5-10k" shares the unit; "£25,000 and £1 million" does not.
      const shared = m[3] ? value : pounds(m[1]!, m[2], unit);
      const low = shared < pounds(top[1]!, top[2], unit ?? m[3]) ? shared : value;
      const high = pounds(top[1]!, top[2], unit ?? m[3]);
      if (high > low) {
        value = high;
        end += top[0].length;
        range = true;
      }
    }
    sums.push({ index: m.index, end, value, range });
  }
  for (const m of text.matchAll(POUNDS_WORD))
    sums.push({
      index: m.index,
      end: m.index + m[0].length,
      value: pounds(m[1]!, m[2], m[3]),
      range: false,
    });
  return sums.filter((s) => s.value > 0).sort((a, b) => a.index - b.index);
}

/** The clause before a sum, back to the sentence's start, and the words just after it. */
function surroundings(text: string, sum: Sum) {
  const head = text.slice(Math.max(0, sum.index - 90), sum.index);
  const sentenceStart = Math.max(
    head.lastIndexOf('. '),
    head.lastIndexOf('\n'),
    head.lastIndexOf('? '),
    head.lastIndexOf('! '),
  );
  const before = sentenceStart >= 0 ? head.slice(sentenceStart + 1) : head;
  // A heading's sum ends its line: the next paragraph's first words are not about it.
  const after = text.slice(sum.end, sum.end + 70).split('\n')[0]!;
  return { before, after };
}

/** The whole sentence a sum sits in, however long, for cues that hold across it. */
function sentenceOf(text: string, sum: Sum): string {
  const head = text.slice(Math.max(0, sum.index - 400), sum.index);
  const start = Math.max(...['. ', '\n', '? ', '! '].map((stop) => head.lastIndexOf(stop)));
  const tail = text.slice(sum.end, sum.end + 400);
  const end = tail.search(/[.?!](?:\s|$)|\n/);
  return `${head.slice(start + 1)} ${end < 0 ? tail : tail.slice(0, end)}`;
}

/**
 * 'household': meant for households; 'shared': for a partnership or consortium, not one business;
 * 'in-kind': help valued in pounds, not money; 'per-head' and 'per-unit': paid per person taken
 * on or per thing (a hectare, a lifejacket), so no business's maximum by itself.
 */
type Kind = SumKind | 'household' | 'per-head' | 'per-unit' | 'shared' | 'in-kind' | 'plain';

// On a tie the offer wins: "worth up to £2,000" offers, "worth £2,000" alone does not.
const BEFORE_CUES: [SumKind, RegExp][] = [
  ['offer', OFFER_BEFORE],
  ['price', PRICE_BEFORE],
  ['threshold', THRESHOLD_BEFORE],
  ['total', TOTAL_BEFORE],
];

/** The cue reaching furthest back wins: "invest up to" is a total, not an "up to" offer. */
function kindBefore(near: string): SumKind | null {
  let best: { kind: SumKind; at: number } | null = null;
  for (const [kind, cue] of BEFORE_CUES) {
    const m = cue.exec(near);
    if (m && (!best || m.index < best.at)) best = { kind, at: m.index };
  }
  return best?.kind ?? null;
}

/**
 * A page about what businesses pay or sell (a fee, rates, tickets, public contracts, wages) that never
 * speaks of grants, loans or funds offers no money, whatever sums it quotes.
 */
const PAYING_OR_SELLING =
  /\b(?:fees?|charges?|deposits?|stalls?|rates\s+relief|rateable|subscriptions?|tickets?|prices?|tax|contracts?|tenders?|procurement|quotes|wages?|salar(?:y|ies)|payslips?|(?:hourly|pay)\s+rates?|statutory\s+(?:\w+\s+)?pay)\b/i;
/**
 * A relief or allowance with a cash cap per business ("the relief is capped at £110,000 per
 * business"): money a business gets, though the page speaks of rates rather than grants.
 */
const CAPPED_PER_BUSINESS =
  /\b(?:capped\s+at|(?:a\s+)?cap\s+of|(?:a\s+)?maximum\s+of|limited\s+to)\s+£\s?[\d,.]+\s*(?:k|m|million)?\s+(?:per|for\s+(?:each|any\s+one))\s+(?:business|ratepayer|company|firm|applicant)\b/i;
/** Words of money on offer; a tribunal's "basic award" for unfair dismissal is not one. */
const FUNDING_WORDS =
  /\b(?:grants?|loans?|fund|funds|funding|funded|(?<!(?:basic|compensatory|tribunal)\s+)awards?|prizes?|vouchers?|bursar(?:y|ies)|investments?|finance|financing|microfinance|match[- ]funding|incentives?|subsid(?:y|ies|ised))\b/i;

/**
 * Money that has already moved: a report of grants paid out, sums awarded or invested, totals
 * raised. Its plain sums are what someone got, not what a reader can receive.
 */
const MONEY_MOVED =
  /\b(?:paid\s+out|(?:has|have|had|were|was)\s+(?:been\s+)?(?:paid|awarded|invested|lent|allocated|distributed)|(?:has|have)\s+(?:raised|received|secured)|so\s+far|a\s+total\s+of|in\s+total|shared\s+(?:more\s+than\s+)?£)/i;
/** Asks the reader to apply: "eligible" alone is said of those already paid, too. */
const INVITES_TO_APPLY =
  /\b(?:apply|applications?\s+(?:are|is|now)\s+open|deadline|closing\s+date|closes|register|(?:can|may)\s+(?:now\s+)?bid|bid\s+for|applications?\s+(?:are\s+)?(?:welcome|invited)|(?:welcome|invite|want)s?\s+(?:more\s+|new\s+)?applications)\b/i;
/** An invitation to apply: a report that carries one still offers its sums. */
const INVITES = new RegExp(String.raw`${INVITES_TO_APPLY.source}|\beligible\b`, 'i');

/** A top-up on the award just named, never larger than the award itself. */
const GRANT_PAYS_BEFORE =
  /\b(?:grants?|funds?|schemes?|incentives?|awards?)\b[^.;£]{0,120}?\bpay(?:s|ing)\s*$/i;

// "£4,000 … plus a £500 top-up if the post pays the Living Wage": one employer can have both.
// "a first £600 once registered and a second £600 if …": two payments to one applicant.
const TOP_UP_BEFORE =
  /\b(?:a\s+(?:further|second)|an\s+(?:additional|extra)|plus\s+(?:a|an)(?:\s+(?:further|additional|extra))?)\s*$/i;
/**
 * A later stage's award named as more on top: "then pitch for a further grant of up to £20,000",
 * "pitch to a panel for as much as £5,000 extra". It may be larger than the first award.
 */
const NEXT_STAGE_BEFORE =
  /\ba\s+(?:further|second|additional)\s+(?:grant|award|prize|payment|investment)\s+(?:of\s+)?(?:up\s+to\s+|as\s+much\s+as\s+)?$/i;
const NEXT_STAGE_AFTER = /^\s*(?:extra|more|on\s+top)\b/i;

/**
 * Whether the text is about money for businesses at all: it talks of grants, loans, funds or
 * prizes and names a sum that is not a price.
 */
export function mentionsFunding(text: string): boolean {
  if (!FUNDING_WORDS.test(text)) return false;
  return classifySums(text).some((s) => s.kind !== 'price' && s.kind !== 'household');
}

/**
 * Below this size, a sum offered "up to" and said to be available is one applicant's; from it up,
 * a round's or a fund's (most awards on the real-world training items are under £100,000).
 */
const LARGEST_AVAILABLE_AWARD = 100_000;

/**
 * From this size up, a sum is a fund's or an economy's unless plainly offered ("loans of up to
 * £25m", "investments of £100,000 to £2m", "£1.5m per project"): "£6.5 million for measurement
 * problems" heads a competition, "£3m for the high street" a council's pot. Of the 96 awards on
 * the real-world training items three are £1m or more, each written as plainly offered.
 */
const LARGEST_PLAIN_AWARD = 1_000_000;
const LARGEST_RANGED_AWARD = 10_000_000;

/**
 * 'part': "£2m for local businesses" reads as a pot, unless it is listed after a sum for one
 * applicant ("£2,000 for sole traders and £3,000 for businesses with staff").
 */
function kindOf(text: string, sum: Sum): Kind | 'part' {
  const { before, after } = surroundings(text, sum);
  const near = before.slice(-50);
  if (IN_KIND_AFTER.test(after.slice(0, 40)) || IN_KIND_BEFORE.test(near)) return 'in-kind';
  if (PER_UNIT_AFTER.test(after)) return 'per-unit';
  // The fund's name may be long: read further than the usual window.
  if (CREATES_FUND_AFTER.test(text.slice(sum.end, sum.end + 140).split('\n')[0]!)) return 'total';
  if (OPENS_WITH_BEFORE.test(near) && AVAILABLE_ALONE_AFTER.test(after)) return 'total';
  if (POT_FOR_SEVERAL_AFTER.test(after)) return 'total';
  if (PROJECT_SIZE_BEFORE.test(before.slice(-80)) || AID_LIMIT_BEFORE.test(before.slice(-70)))
    return 'threshold';
  if (SMALLEST_AWARD_BEFORE.test(before)) return 'threshold';
  if (LARGEST_AWARD_BEFORE.test(before) || SPAN_TOP_BEFORE.test(before)) return 'offer';
  if (FUNDING_AVAILABLE_BEFORE.test(before) && !PER_APPLICANT_AFTER.test(after)) return 'total';
  const cue = kindBefore(near);
  // "The Retail, Hospitality and Leisure Grant helps businesses …, paying £10,000 or £25,000":
  // a grant that pays is an offer, where a business paying is a price.
  if (cue === 'price' && GRANT_PAYS_BEFORE.test(before)) return 'offer';
  if (cue && cue !== 'offer') return cue;
  if (!cue && MONEY_MOVED_IN_SENTENCE.test(sentenceOf(text, sum))) return 'total';
  if (HOUSEHOLDS.test(before) || HOUSEHOLDS.test(after.slice(0, 40))) return 'household';
  if (PER_HEAD_AFTER.test(after)) return 'per-head';
  if (SHARED_BY_SEVERAL.test(near) || SHARED_AFTER.test(after)) return 'shared';
  // From £10m, only "up to", "a maximum" or "loans of" make a sum one business's.
  const plainlyOffered =
    STRONG_OFFER_BEFORE.test(near) ||
    (sum.value < LARGEST_RANGED_AWARD &&
      ((sum.range && cue === 'offer') || PER_APPLICANT_AFTER.test(after)));
  if (sum.value >= LARGEST_PLAIN_AWARD && !plainlyOffered) return 'total';
  if (PRICE_AFTER.test(after)) return 'price';
  if (THRESHOLD_AFTER.test(after)) return 'threshold';
  if (PER_APPLICANT_AFTER.test(after)) return 'offer';
  // "Grants of £500 to £5,000 are on offer": a range is a span of award sizes, never a pot.
  // "Up to £3,000 is available to help with shop fronts" offers it; "up to £6.5 million is
  // available for feasibility studies" is the competition's pot.
  const offeredAvailable = cue === 'offer' && sum.value < LARGEST_AVAILABLE_AWARD;
  if (!sum.range && AVAILABLE_AFTER.test(after) && !AWARD_NAMED.test(near) && !offeredAvailable)
    return 'total';
  // "The programme will provide up to £10,000 funding for selected projects": plainly offered.
  const offeredUpTo =
    cue === 'offer' && STRONG_OFFER_BEFORE.test(near) && sum.value < LARGEST_AVAILABLE_AWARD;
  if (!sum.range && !offeredUpTo && (TOTAL_AFTER.test(after) || NAMED_TOTAL_AFTER.test(after)))
    return 'total';
  if (RATE_AFTER.test(after) && cue !== 'offer') return 'price';
  if (cue === 'offer')
    return WEAK_OFFER_BEFORE.test(near) && PART_OF_TOTAL_AFTER.test(after) ? 'total' : 'offer';
  if (PART_OF_TOTAL_AFTER.test(after)) return 'part';
  if (OFFER_AFTER.test(after)) return 'offer';
  return 'plain';
}

/**
 * Sums listed together read alike: "up to £1,000, and £1,000–£4,950"; "£11.9m for …, £18.3m for …";
 * "up to £2,000 (£3,000 in rural areas)".
 */
const LISTED = /^[^.;!?£]{0,60}?(?:,|\bor\b|\band\b)\s*$|^\s*\(\s*(?:or\s+)?$/i;
/**
 * Or with the next kind of applicant named before its sum: "sole traders can receive £3,000
 * and limited companies £6,000".
 */
const LISTED_FOR =
  /^[^.;!?£]{0,60}?(?:,|\bor\b|\band\b)\s+(?:for\s+)?(?:[\w-]+\s+){0,2}?(?:business(?:es)?|firms|compan(?:y|ies)|partnerships|traders|enterprises|charities|groups|organisations|applicants)\s*$/i;

// "valued from £18,001 up to £50,999": the range may run on with no word but "up to".
const THRESHOLD_RANGE_BETWEEN = /^\s*(?:(?:or|and|to|-|–)\s+)?up\s+to\s*$/i;

function kindsOf(text: string, sums: Sum[]): Kind[] {
  const kinds: Kind[] = [];
  sums.forEach((sum, i) => {
    const read = kindOf(text, sum);
    const previous = sums[i - 1];
    const between = previous ? text.slice(previous.end, sum.index) : '';
    const listed = !!previous && (LISTED.test(between) || LISTED_FOR.test(between));
    // The sum this one is listed with: the one before, or the one before a limit that qualified
    // it ("£10,000 for premises valued up to £15,000 and £25,000 for those above").
    let j = i - 1;
    while (
      j > 0 &&
      kinds[j] === 'threshold' &&
      !/[.;!?]\s/.test(text.slice(sums[j - 1]!.end, sums[j]!.index))
    )
      j -= 1;
    const listedKind = listed && j >= 0 ? kinds[j] : undefined;
    let kind: Kind;
    if (read === 'part')
      kind = listedKind === 'offer' || listedKind === 'plain' ? listedKind : 'total';
    // "£75 plus VAT for members, £85 for non-members, or £700 for a table": prices listed on.
    else if (
      read === 'plain' &&
      (listedKind === 'offer' || listedKind === 'total' || listedKind === 'price')
    )
      kind = listedKind;
    // "a rateable value of £18,001 or up to £50,999": the limit's other end, not an offer.
    else if (kinds[i - 1] === 'threshold' && THRESHOLD_RANGE_BETWEEN.test(between))
      kind = 'threshold';
    else kind = read;
    kinds.push(kind);
  });
  // A headline's "£500,000 to help small firms" is the fund the body says was "set aside".
  const totals = new Set(sums.filter((_, i) => kinds[i] === 'total').map((s) => s.value));
  return kinds.map((kind, i) => (kind === 'plain' && totals.has(sums[i]!.value) ? 'total' : kind));
}

/** Each sum with how it reads: offered to one applicant, plain, or a total, threshold or price. */
export function classifySums(
  text: string,
): { value: number; kind: Kind; written: string; index: number }[] {
  const sums = findSums(text);
  const kinds = kindsOf(text, sums);
  return sums.map((sum, i) => ({
    value: sum.value,
    kind: kinds[i]!,
    written: text.slice(sum.index, sum.end),
    index: sum.index,
  }));
}

/** Applicants that are businesses, and those that are not (charities, groups, schools, people). */
const BUSINESS_APPLICANT =
  /\b(?:business(?:es)?|firms?|compan(?:y|ies)|SMEs?|sole\s+traders?|traders?|retailers?|shops?|employers?|start-?ups?|enterprises?|producers?|manufacturers?)\b/i;
const OTHER_APPLICANT =
  /\b(?:charit(?:y|ies)|community\s+(?:groups?|organisations?|councils?|projects?)|voluntary\s+(?:groups?|organisations?|sector)|not[- ]for[- ]profits?|non[- ]?profits?|third[- ]sector|schools?|(?:parish|town)\s+councils?|individuals|artists|households|residents|clubs?|constituted\s+groups?)\b/i;
/** Where the words about the next sum begin: "… £20,000 and businesses for up to £5,000". */
const NEXT_CLAUSE = /[,;.(\n]|\b(?:and|or|but|while|whereas)\b/i;

type Applicant = 'business' | 'other' | null;

/**
 * Who a sum is named for, from the words of its own clause: back to the sentence's start or the
 * sum before it, and on to the next clause.
 */
function applicantOf(text: string, sums: Sum[], i: number): Applicant {
  const sum = sums[i]!;
  const previous = sums[i - 1];
  let head = text.slice(Math.max(previous?.end ?? 0, sum.index - 80), sum.index);
  // Right after the sum before, the words up to the next clause are that sum's own.
  if (previous && sum.index - 80 < previous.end) {
    const boundary = NEXT_CLAUSE.exec(head);
    head = boundary ? head.slice(boundary.index + boundary[0].length) : '';
  }
  const cut = Math.max(head.lastIndexOf('. '), head.lastIndexOf('\n'));
  const tail = text.slice(sum.end, Math.min(sums[i + 1]?.index ?? Infinity, sum.end + 60));
  const stop = tail.search(NEXT_CLAUSE);
  const clause = `${head.slice(cut + 1)} ${stop < 0 ? tail : tail.slice(0, stop)}`;
  const business = BUSINESS_APPLICANT.test(clause);
  const other = OTHER_APPLICANT.test(clause);
  if (business === other) return null;
  return business ? 'business' : 'other';
}

/** A sentence that opens on another nation's terms: "In England the programme offers …". */
const ANOTHER_NATION =
  /^\s*(?:(?:but|while|meanwhile|elsewhere),?\s+)?in\s+(?:England|Scotland|Wales|Northern\s+Ireland)\b(?!\s+and\b)/i;

/**
 * A headline about money already moved: paid, invested, approved, lent, shared, a milestone, or
 * gone to a counted set of firms ("£3 million in grants for 22 studios").
 */
const HEADLINE_MONEY_MOVED =
  /\b(?:paid(?:\s+out)?|invested|approved|lent|awarded|shared?|milestones?|record|passe[sd]|raised|backed)\b|\bfor\s+\d[\d,]*\s+(?:[\w-]+\s+){0,2}(?:businesses|firms|companies|studios|projects|groups|organisations|enterprises|start-?ups)\b/i;

/**
 * News whose headline is a total already moved ("£80m approved from the business loan scheme",
 * "£6 million paid to 500 firms") reports on a scheme; with no invitation to apply, the per-business
 * sums it quotes describe the scheme rather than offer money to the reader.
 */
function headlinesATotal(text: string): boolean {
  const headline = text.split('\n')[0] ?? '';
  if (!HEADLINE_MONEY_MOVED.test(headline)) return false;
  const sums = findSums(headline);
  if (sums.length === 0) return false;
  const kinds = kindsOf(headline, sums);
  return !kinds.includes('offer') && kinds.some((k) => k === 'total' || k === 'plain');
}

/**
 * What an item offers one business is an amount only when the item is a funding opportunity. A
 * news story, guide or survey quotes real schemes' maximums ("micro loans of up to £50,000")
 * without offering them, which the text's sums alone cannot tell; the category can. On the
 * real-world training items this drops 41 of 45 false amounts and 5 of 96 right ones.
 */
export function amountOnOffer(amountMaxGbp: number | null, category: string): number | null {
  return category === 'funding' ? amountMaxGbp : null;
}

/**
 * The most one applicant can receive: the largest offered sum ("up to £25,000", "loans of
 * £1,000 to £50,000", "a £2,000 grant") with any top-up on it ("a further £5,000"), only among
 * those named for businesses when others are named for charities or groups; failing any, a
 * partnership's award; failing that, the largest sum that is neither a total, a threshold, a
 * price nor help in kind; else null.
 */
export function findAmountMax(text: string): number | null {
  if (!FUNDING_WORDS.test(text) && PAYING_OR_SELLING.test(text) && !CAPPED_PER_BUSINESS.test(text))
    return null;
  const sums = findSums(text);
  const kinds = kindsOf(text, sums);
  const heads = headCap(text);
  const offers: { value: number; applicant: Applicant; elsewhere: boolean }[] = [];
  let bestPlain: number | null = null;
  let bestShared: number | null = null;
  for (const [i, sum] of sums.entries()) {
    const { before, after } = surroundings(text, sum);
    const notOffered =
      TOTAL_AFTER.test(after) || NAMED_TOTAL_AFTER.test(after) || PRICE_AFTER.test(after);
    const last = offers.at(-1);
    const topUp =
      ((TOP_UP_BEFORE.test(before) && sum.value <= (last?.value ?? 0)) ||
        NEXT_STAGE_BEFORE.test(before)) &&
      !notOffered;
    // "£4,000 extra" reads as a fund's extra money unless it is offered: "pitch for as much as".
    const offeredExtra = NEXT_STAGE_AFTER.test(after) && kindBefore(before.slice(-50)) === 'offer';
    if (last && (topUp || offeredExtra)) {
      // "up to £20,000 …; in rare cases a further £5,000": the two add up for one applicant.
      last.value += sum.value;
      continue;
    }
    const kind = kinds[i];
    if (kind === 'offer')
      offers.push({
        value: sum.value,
        applicant: applicantOf(text, sums, i),
        elsewhere: ANOTHER_NATION.test(sentenceOf(text, sum)),
      });
    else if (kind === 'per-head' && heads !== null)
      // "£2,000 for each apprentice, for a maximum of three per business": £6,000 at most.
      offers.push({
        value: sum.value * heads,
        applicant: applicantOf(text, sums, i),
        elsewhere: false,
      });
    else if (kind === 'plain') bestPlain = Math.max(bestPlain ?? 0, sum.value);
    else if (kind === 'shared') bestShared = Math.max(bestShared ?? 0, sum.value);
  }
  // "Charities can apply for up to £20,000 and businesses for up to £5,000": a business can
  // have only the sums named for businesses. A text that names no business keeps all its sums.
  // "In England the programme offers £300 to £10,000", after the Welsh grants the item is about:
  // another nation's terms, when the text offers something of its own too.
  const here = offers.some((o) => !o.elsewhere) ? offers.filter((o) => !o.elsewhere) : offers;
  const forBusiness = here.some((o) => o.applicant === 'business')
    ? here.filter((o) => o.applicant !== 'other')
    : here;
  const bestOffer = forBusiness.length > 0 ? Math.max(...forBusiness.map((o) => o.value)) : null;
  // A report of money paid out names what others got; with no sum offered and no invitation,
  // nothing in it is on offer to the reader.
  if (bestOffer === null && MONEY_MOVED.test(text) && !INVITES.test(text)) return null;
  if (!INVITES_TO_APPLY.test(text) && headlinesATotal(text)) return null;
  // A call open only to partnerships offers nothing larger to a single business: its award
  // per partnership is the most on offer.
  return bestOffer ?? bestShared ?? bestPlain;
}
