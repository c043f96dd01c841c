/**
 * Reading the personal questions: name, age, date of birth, gender and the free-text ones.
 * `asked` parsers read an answer to that very question and are lenient; `spot` parsers look for
 * a clear statement anywhere in a message ("I'm 34", "born 3rd May 1990") and are strict.
 */
import * as chrono from 'chrono-node';
import { firstNumber, NUMBER_PATTERN, titleCase, tidyAnswer, wordsToNumber } from './words.ts';

const NOT_A_NAME =
  /^(?:a|an|the|just|not|so|very|based|from|in|on|at|looking|trying|hoping|starting|running|self|sole|single|married|retired|new|here|back|fine|good|well|ok|okay|yes|no|sure|thinking|about|over|under|around|nearly|almost|only|currently|also|still|mostly|mainly|really|planning|going|working|interested|scottish|english|welsh|irish|british)$/i;

/** A person's name in an answer to "what should I call you?". */
export function askedName(message: string): string | null {
  let text = message
    .trim()
    .replace(/^(?:hi|hello|hey|hiya)[,!.\s]+(?:there[,!.\s]+)?/i, '')
    .replace(
      /^(?:my name(?:'s| is)|name(?:'s| is)|i'?m called|i am called|call me|it'?s|i'?m|i am|this is|they call me)\s+/i,
      '',
    )
    .replace(/\s*(?:[,.;!]|\bhere\b|\band\b|\bbut\b|\bfrom\b|\bi\b).*$/i, '')
    .trim();
  text = text.replace(/^["'“]|["'”]$/g, '');
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 4) return null;
  if (!words.every((w) => /^[\p{L}][\p{L}'’.-]*$/u.test(w))) return null;
  if (NOT_A_NAME.test(words[0]!)) return null;
  return titleCase(words.join(' '));
}

/** "my name is Morag Fraser", "I'm called Dev": only explicit introductions. */
export function spotName(message: string): string | null {
  const match =
    /\b(?:my name(?:'s| is)|i'?m called|i am called|call me)\s+([\p{L}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*){0,2})/iu.exec(
      message,
    );
  if (!match) return null;
  return askedName(match[1]!);
}

const AGE_RANGE =
  /\b(early|mid|late)[\s-]*(twenties|thirties|forties|fifties|sixties|seventies|20s|30s|40s|50s|60s|70s)\b/i;
const DECADE =
  /\b(?:in my\s+)?(twenties|thirties|forties|fifties|sixties|seventies|20s|30s|40s|50s|60s|70s)\b/i;
const DECADE_NUMBER: Record<string, number> = {
  twenties: 20,
  thirties: 30,
  forties: 40,
  fifties: 50,
  sixties: 60,
  seventies: 70,
};
const decadeOf = (word: string) => DECADE_NUMBER[word.toLowerCase()] ?? Number(word.slice(0, 2));

function plausibleAge(n: number | null): n is number {
  return n !== null && n >= 14 && n <= 100;
}

/** An answer to "how old are you?": "34", "I'm 34", "thirty-four", "mid-forties", "over 50". */
export function askedAge(message: string, now: Date): string | null {
  // "fifty-eight, though I don't feel a day over fifty": the number said first is the age.
  const leading = new RegExp(`^\\s*(?:i'?m |i am |aged? )?(${NUMBER_PATTERN})\\b`, 'i').exec(
    message,
  );
  if (leading && plausibleAge(wordsToNumber(leading[1]!)))
    return String(wordsToNumber(leading[1]!));
  const fromBirth = spotDateOfBirth(message, now, true);
  if (fromBirth) return ageFromBirthDate(fromBirth, now);
  const range = AGE_RANGE.exec(message);
  if (range) {
    const words = { early: 'Early', mid: 'Mid', late: 'Late' } as const;
    return `${words[range[1]!.toLowerCase() as keyof typeof words]} ${decadeOf(range[2]!)}s`;
  }
  const over = new RegExp(
    `\\b(over|under|nearly|almost|about|around)\\s+(${NUMBER_PATTERN})\\b`,
    'i',
  ).exec(message);
  if (over) {
    const n = wordsToNumber(over[2]!);
    if (plausibleAge(n)) {
      const lead = over[1]!.toLowerCase();
      return lead === 'over' || lead === 'under' ? `${titleCase(lead)} ${n}` : String(n);
    }
  }
  const n = firstNumber(message);
  if (plausibleAge(n)) return String(n);
  const decade = DECADE.exec(message);
  if (decade) return `${decadeOf(decade[1]!)}s`;
  return null;
}

/** "I'm 34", "34 years old", "aged 34", "age: 34" anywhere in a message. */
export function spotAge(message: string, now: Date): string | null {
  const match = new RegExp(
    `\\b(?:i'?m|i am|aged?|age:?)\\s+(${NUMBER_PATTERN})\\b(?!\\s*(?:%|percent|years? (?:in|of|trading|running)|staff|people|employees))|\\b(${NUMBER_PATTERN})\\s*(?:years? old|yrs? old|y\\.?o\\.?)\\b`,
    'i',
  ).exec(message);
  if (!match) return spotDateOfBirth(message, now) ? askedAge(message, now) : null;
  const n = wordsToNumber(match[1] ?? match[2]!);
  return plausibleAge(n) ? String(n) : null;
}

/** Whole years between a YYYY[-MM[-DD]] birth date and now. */
export function ageFromBirthDate(isoDate: string, now: Date): string | null {
  const [y, m = '07', d = '01'] = isoDate.split('-');
  const birth = { y: Number(y), m: Number(m), d: Number(d) };
  let age = now.getUTCFullYear() - birth.y;
  const beforeBirthday =
    now.getUTCMonth() + 1 < birth.m ||
    (now.getUTCMonth() + 1 === birth.m && now.getUTCDate() < birth.d);
  if (beforeBirthday) age -= 1;
  return plausibleAge(age) ? String(age) : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date of birth as YYYY-MM-DD (or YYYY-MM, or YYYY when that is all the owner gave), read the
 * British way (03/05/1990 is 3 May). `asked` accepts a bare date; otherwise the message must say
 * "born" or "date of birth".
 */
export function spotDateOfBirth(message: string, now: Date, asked = false): string | null {
  if (!asked && !/\b(?:born|date of birth|d\.?o\.?b\.?|birthday)\b/i.test(message)) return null;
  const thisYear = now.getUTCFullYear();
  for (const result of chrono.en.GB.parse(message, now)) {
    const c = result.start;
    const year = c.get('year');
    if (!year || !c.isCertain('year') || year < 1900 || year > thisYear - 14) continue;
    if (c.isCertain('day') && c.isCertain('month')) {
      return `${year}-${pad(c.get('month')!)}-${pad(c.get('day')!)}`;
    }
    if (c.isCertain('month')) return `${year}-${pad(c.get('month')!)}`;
    return String(year);
  }
  const yearOnly = /\b(?:born\s+(?:in\s+)?|in\s+)?((?:19|20)\d{2})\b/i.exec(message);
  if (yearOnly && (asked || /\bborn\b/i.test(message))) {
    const year = Number(yearOnly[1]);
    if (year >= 1900 && year <= thisYear - 14) return String(year);
  }
  return null;
}

const GENDERS: Array<[RegExp, string]> = [
  [/\b(?:non[\s-]?binary|enby|nb|genderqueer|gender[\s-]?fluid|agender)\b/i, 'Non-binary'],
  [/\b(?:trans(?:gender)?\s+(?:woman|female))\b/i, 'Trans woman'],
  [/\b(?:trans(?:gender)?\s+(?:man|male))\b/i, 'Trans man'],
  [/\b(?:female|woman|women|lady|girl|f|she(?:\/her)?)\b/i, 'Female'],
  [/\b(?:male|man|men|guy|gent|bloke|m|he(?:\/him)?)\b/i, 'Male'],
];

/** An answer to the gender question, in common words, or the owner's own description. */
export function askedGender(message: string): string | null {
  for (const [pattern, value] of GENDERS) if (pattern.test(message)) return value;
  const text = tidyAnswer(message);
  return text.length > 0 && text.length <= 60 ? text : null;
}

/** "as a woman", "I'm a female founder": only explicit statements. */
export function spotGender(message: string): string | null {
  const match =
    /\b(?:as an?|i'?m an?|i am an?)\s+(woman|man|female|male|non[\s-]?binary)(?:\s+(?:founder|owner|entrepreneur|business owner))?\b/i.exec(
      message,
    );
  return match ? askedGender(match[1]!) : null;
}

/** "I care for my mum", "single dad of two", "mum to three kids". */
export function spotCaring(message: string): string | null {
  const match =
    /\b(?:i(?:'m| am)? (?:also )?(?:a )?(?:full[\s-]time |part[\s-]time )?carer(?: for [^.,;]+)?|i (?:look after|care for) [^.,;]+|(?:single |working )?(?:mum|mother|dad|father|parent) (?:of|to) [^.,;]+|(?:i have|we have|with) (?:\w+ )?(?:young |small |little )?(?:kids|children|child|son|daughter)[^.,;]*)/i.exec(
      message,
    );
  return match ? tidyAnswer(match[0]) : null;
}
