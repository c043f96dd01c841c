/**
 * Limits an item states in its own words that the taxonomy has no tag for: the size of the
 * business ("fewer than ten employees", "5 to 249 employees"), the founder's age ("if you are
 * 18 to 30") and how long it has traded ("trading for at least two years", "must be trading").
 * Read conservatively: a limit is only taken when the sentence plainly sets one for the
 * applicant, and several tiers in one item ("micro firms up to 5 staff ... 11-50 staff") widen
 * the limit to all of them together, never narrow it.
 */

import { NUMBER_PATTERN, wordsToNumber } from '../../onboarding/understand/words.ts';

export interface Range {
  min: number;
  max: number;
}

export interface StatedLimits {
  staff?: Range;
  founderAge?: Range;
  yearsTrading?: Range;
  /** The year of a date the business must already have been trading or in its premises on. */
  tradingBy?: number;
  /** The year of a date the business must not have traded before. */
  notTradingBefore?: number;
}

/** A count in digits ("250", "1,000") or words ("ten", "twenty-five"). */
const NUMBER = `(\\d{1,3}(?:,\\d{3})+|${NUMBER_PATTERN})`;
const toNumber = (text: string) =>
  text.includes(',') ? Number(text.replace(/,/g, '')) : (wordsToNumber(text) ?? Number.NaN);

const STAFF = '(?:employees|staff|workers|FTEs?|full-time jobs)';
const STAFF_LIMITS: Array<[RegExp, (a: number, b: number) => Range]> = [
  [new RegExp(`\\b(?:fewer|less) than ${NUMBER} ${STAFF}`, 'gi'), (a) => ({ min: 0, max: a - 1 })],
  [new RegExp(`\\bunder ${NUMBER} ${STAFF}`, 'gi'), (a) => ({ min: 0, max: a - 1 })],
  [new RegExp(`\\bup to ${NUMBER} ${STAFF}`, 'gi'), (a) => ({ min: 0, max: a })],
  [
    new RegExp(`\\b${NUMBER} (?:to|and|-|–) ${NUMBER} ${STAFF}`, 'gi'),
    (a, b) => ({ min: a, max: b }),
  ],
  [
    new RegExp(`\\b(?<!no |not )(?:at least|more than|over) ${NUMBER} ${STAFF}`, 'gi'),
    (a) => ({ min: a, max: Infinity }),
  ],
  [
    new RegExp(`\\b(?:no|not) more than ${NUMBER} (?:${STAFF}|people)`, 'gi'),
    (a) => ({ min: 0, max: a }),
  ],
  [new RegExp(`\\b${NUMBER} or more ${STAFF}`, 'gi'), (a) => ({ min: a, max: Infinity })],
  [
    new RegExp(`\\bemploy(?:ing|s)? (?:fewer|less) than ${NUMBER} people`, 'gi'),
    (a) => ({ min: 0, max: a - 1 }),
  ],
  [
    new RegExp(`\\bemploy(?:ing|s)? (?:more than|over) ${NUMBER} people`, 'gi'),
    (a) => ({ min: a + 1, max: Infinity }),
  ],
  [
    new RegExp(`\\bemploy(?:ing|s)? ${NUMBER} or more\\b`, 'gi'),
    (a) => ({ min: a, max: Infinity }),
  ],
];

/** "Firms with 50 or more staff cannot apply if ...": an exception, not the scheme's limit. */
const EXCEPTION = /\b(?:cannot|can't|can not|not eligible|excluded|unless|except)\b/i;

/** A sentence about whom the applicant employs, teaches or meets is not about the applicant. */
const ABOUT_OTHERS =
  /\b(?:employ(?:ing|s)? (?:a|an|young)|hir(?:e|ing)|recruit|take on|taking on|apprentice|pupils?|school|students?|trainees?|job ?seekers?)\b/i;

const AGE_LIMITS: RegExp[] = [
  new RegExp(
    `\\b(?:if you are|you must be|applicants? (?:must be|aged)|aged|for) ${NUMBER} (?:to|-|–) ${NUMBER}\\b(?![- ]?(?:staff|employees|people|months|weeks|days|hours|%))`,
    'gi',
  ),
  new RegExp(`\\b${NUMBER} (?:to|-|–) ${NUMBER}[- ]year[- ]olds?\\b`, 'gi'),
  new RegExp(`\\bbetween the ages of ${NUMBER} and ${NUMBER}\\b`, 'gi'),
];

const YEARS = (n: number, unit: string) => (/month/i.test(unit) ? n / 12 : n);
const SPAN = `${NUMBER} (years?|months?)`;
const TRADING_LIMITS: Array<[RegExp, (n: number, unit: string) => Range]> = [
  [
    new RegExp(`\\btrad(?:ing|ed) for (?:at least|more than|over) ${SPAN}`, 'gi'),
    (n, u) => ({ min: YEARS(n, u), max: Infinity }),
  ],
  [
    new RegExp(`\\b(?:business|company|firm)\\b[^.]{0,80}\\bat least ${SPAN} old\\b`, 'gi'),
    (n, u) => ({ min: YEARS(n, u), max: Infinity }),
  ],
  [
    new RegExp(`\\btrad(?:ing|ed)(?: for)? (?:less than|under|fewer than) ${SPAN}`, 'gi'),
    (n, u) => ({ min: 0, max: YEARS(n, u) }),
  ],
  [
    new RegExp(`\\btrad(?:ing|ed) for ${SPAN} or (?:less|fewer)`, 'gi'),
    (n, u) => ({ min: 0, max: YEARS(n, u) }),
  ],
  [
    new RegExp(
      `\\b(?:established|started|set up|registered|began trading) within the (?:last|past) ${SPAN}`,
      'gi',
    ),
    (n, u) => ({ min: 0, max: YEARS(n, u) }),
  ],
];
const MONTH =
  '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
const ON_A_DATE = String.raw`(?:on|before|by|as at|as of)(?: the)? (?:\d{1,2}(?:st|nd|rd|th)? )?(?:${MONTH} )?((?:19|20)\d\d)\b`;
/** "Must have been trading on 2 November 2020", "must have occupied the premises on 17 March 2020". */
const TRADING_BY = new RegExp(
  String.raw`\b(?:must have been (?:trading|operating|established|registered)|must have (?:occupied|been in occupation of) (?:the |your )?premises|(?:established|set up|trading) before)\b[^.]{0,30}?\b${ON_A_DATE}`,
  'gi',
);
/** "Not have traded, registered or sold anything before 1 October 2023". */
const NOT_TRADING_BEFORE = new RegExp(
  String.raw`\bnot (?:have )?traded\b[^.]{0,40}?\bbefore (?:the )?(?:\d{1,2}(?:st|nd|rd|th)? )?(?:${MONTH} )?((?:19|20)\d\d)\b`,
  'gi',
);
const MUST_TRADE =
  /\b(?:must (?:already )?be (?:actively )?trading|be actively trading|that (?:is|are) (?:actively )?trading)\b/i;
const NOT_YET_TRADING =
  /\bnot yet trading regularly\b|\bmust not (?:yet )?be trading\b|\bnot have traded\b/i;

function widen(current: Range | undefined, next: Range): Range {
  return current
    ? { min: Math.min(current.min, next.min), max: Math.max(current.max, next.max) }
    : next;
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?;:])\s+|\n+/);

/** A sum on offer: "grants of £1,000", "loans of up to £25,000". */
const SUM = /£\s?\d/;

export function statedLimits(text: string): StatedLimits {
  const limits: StatedLimits = {};
  let mustTrade = false;
  let notYetTrading = false;
  // "Start-up grants of £1,000 ... For 18 to 25 year olds, accelerator loans of up to £25,000":
  // an age that comes with one of several sums is that strand's limit, not the offer's.
  let sumWithAge = false;
  let sumWithoutAge = false;
  for (const sentence of sentencesOf(text)) {
    if (EXCEPTION.test(sentence)) continue;
    const aboutApplicant = !ABOUT_OTHERS.test(sentence);
    for (const [pattern, range] of STAFF_LIMITS) {
      for (const m of sentence.matchAll(pattern)) {
        limits.staff = widen(limits.staff, range(toNumber(m[1]!), toNumber(m[2] ?? '0')));
      }
    }
    let ageHere = false;
    if (aboutApplicant) {
      for (const pattern of AGE_LIMITS) {
        for (const m of sentence.matchAll(pattern)) {
          const [low, high] = [toNumber(m[1]!), toNumber(m[2]!)];
          // Only a range of adult ages reads as an age limit.
          if (low >= 16 && high <= 70 && high > low) {
            limits.founderAge = widen(limits.founderAge, { min: low, max: high });
            ageHere = true;
          }
        }
      }
      for (const [pattern, range] of TRADING_LIMITS) {
        for (const m of sentence.matchAll(pattern)) {
          limits.yearsTrading = widen(limits.yearsTrading, range(toNumber(m[1]!), m[2]!));
        }
      }
      // Of several dates, the latest "trading by" and the earliest "not before" let most in.
      for (const m of sentence.matchAll(TRADING_BY)) {
        limits.tradingBy = Math.max(limits.tradingBy ?? 0, Number(m[1]));
      }
      for (const m of sentence.matchAll(NOT_TRADING_BEFORE)) {
        limits.notTradingBefore = Math.min(limits.notTradingBefore ?? Infinity, Number(m[1]));
      }
      mustTrade ||= MUST_TRADE.test(sentence);
      notYetTrading ||= NOT_YET_TRADING.test(sentence);
    }
    if (SUM.test(sentence)) {
      if (ageHere) sumWithAge = true;
      else sumWithoutAge = true;
    }
  }
  if (sumWithAge && sumWithoutAge) delete limits.founderAge;
  // "Must be trading" narrows whatever span is given to traders; "not yet trading" stands alone.
  if (mustTrade) {
    limits.yearsTrading = {
      min: Math.max(limits.yearsTrading?.min ?? 0, 0.01),
      max: limits.yearsTrading?.max ?? Infinity,
    };
  } else if (notYetTrading && !limits.yearsTrading && limits.notTradingBefore === undefined) {
    // "Not traded before 1 October 2023" lets in a business that began after it; undated, none.
    limits.yearsTrading = { min: 0, max: 0 };
  }
  return limits;
}

export interface OwnerFacts {
  staff: number | null;
  age: number | null;
  /** 0 for an owner not trading yet. */
  yearsTrading: number | null;
  /** The year the business began trading (this year for one not trading yet). */
  startedIn: number | null;
}

const firstNumber = (text: string | null) => {
  const m = text ? /\d+/.exec(text) : null;
  return m ? Number(m[0]) : null;
};

/** Years trading from the business_age answer ("Trading since 2020 (about 6 years)", "Not trading yet"). */
export function yearsTradingOf(answer: string | null, now: Date): number | null {
  if (!answer) return null;
  if (/\bnot (?:yet )?(?:trading|started)\b|\bpre[- ]?start/i.test(answer)) return 0;
  const about = /about (\d+|a) years?/i.exec(answer);
  if (about) return about[1] === 'a' ? 1 : Number(about[1]);
  const year = /\b(19[5-9]\d|20[0-4]\d)\b/.exec(answer);
  return year ? Math.max(0, now.getUTCFullYear() - Number(year[1])) : null;
}

export function ownerFacts(
  answers: { teamSize: string | null; age: string | null; businessAge: string | null },
  now: Date,
): OwnerFacts {
  const yearsTrading = yearsTradingOf(answers.businessAge, now);
  return {
    staff: firstNumber(answers.teamSize),
    age: firstNumber(answers.age),
    yearsTrading,
    startedIn: yearsTrading === null ? null : now.getUTCFullYear() - Math.floor(yearsTrading),
  };
}

const outside = (value: number | null, range: Range | undefined) =>
  value !== null && range !== undefined && (value < range.min || value > range.max);

/** The first stated limit the owner falls outside, if any. */
export function breachedLimit(
  limits: StatedLimits,
  owner: OwnerFacts,
): 'size' | 'age' | 'trading' | null {
  // The team size an owner gives includes themselves; an item's staff count may not.
  if (
    outside(owner.staff, limits.staff) &&
    outside(owner.staff === null ? null : owner.staff - 1, limits.staff)
  )
    return 'size';
  if (outside(owner.age, limits.founderAge)) return 'age';
  if (outside(owner.yearsTrading, limits.yearsTrading)) return 'trading';
  // Only a year plainly on the wrong side: the owner's start is known to the year at best.
  if (
    owner.startedIn !== null &&
    limits.tradingBy !== undefined &&
    owner.startedIn > limits.tradingBy
  )
    return 'trading';
  if (
    owner.startedIn !== null &&
    limits.notTradingBefore !== undefined &&
    owner.startedIn < limits.notTradingBefore
  )
    return 'trading';
  return null;
}
