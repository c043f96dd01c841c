import type { ExtractedFacts } from '../../src/contracts.ts';
import { wallClock } from '../../src/time.ts';
import type { RealWorldItem } from './realworld.ts';

export type Fact = 'deadline' | 'eventStart' | 'amountMaxGbp';
export const FACTS: Fact[] = ['deadline', 'eventStart', 'amountMaxGbp'];

export interface FactScore {
  /** Items whose expectation states the fact. */
  stated: number;
  right: number;
  /** Items with no such fact where one was extracted anyway. */
  falsePositives: number;
  unstated: number;
}

export type MissKind =
  'none extracted' | 'extra' | 'wrong year' | 'wrong day' | 'wrong time' | 'too high' | 'too low';

export interface Miss {
  id: string;
  fact: Fact;
  kind: MissKind;
  expected: string | number | null;
  got: string | number | null;
}

/** What went wrong, so the figures can say where the misses lie without naming items. */
export function missKind(expected: string | number | null, got: string | number | null): MissKind {
  if (expected === null) return 'extra';
  if (got === null) return 'none extracted';
  if (typeof expected === 'number' || typeof got === 'number')
    return Number(got) > Number(expected) ? 'too high' : 'too low';
  if (expected.slice(0, 10) === got.slice(0, 10)) return 'wrong time';
  return expected.slice(4, 10) === got.slice(4, 10) ? 'wrong year' : 'wrong day';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant in the expectation's own form: the London date, with HH:mm when it wants a time. */
function asLocal(instant: Date | null, withTime: boolean): string | null {
  if (!instant) return null;
  const w = wallClock(instant);
  const date = `${w.year}-${pad(w.month)}-${pad(w.day)}`;
  return withTime ? `${date}T${pad(w.hour)}:${pad(w.minute)}` : date;
}

function answerFor(facts: ExtractedFacts, fact: Fact, expected: string | number | null) {
  if (fact === 'amountMaxGbp') return facts.amountMaxGbp;
  const withTime = typeof expected === 'string' && expected.includes('T');
  return asLocal(facts[fact], withTime);
}

/** Scores extracted facts against the expectations: exact amount; same London date (and time, if stated). */
export function scoreExtraction(
  items: RealWorldItem[],
  extract: (item: RealWorldItem) => ExtractedFacts,
): { scores: Record<Fact, FactScore>; misses: Miss[] } {
  const scores = Object.fromEntries(
    FACTS.map((f) => [f, { stated: 0, right: 0, falsePositives: 0, unstated: 0 }]),
  ) as Record<Fact, FactScore>;
  const misses: Miss[] = [];
  for (const item of items) {
    const facts = extract(item);
    for (const fact of FACTS) {
      const expected = item.expected[fact];
      const got = answerFor(facts, fact, expected);
      const score = scores[fact];
      if (expected === null) {
        score.unstated++;
        if (got !== null) {
          score.falsePositives++;
          misses.push({ id: item.id, fact, kind: missKind(expected, got), expected, got });
        }
        continue;
      }
      score.stated++;
      if (got === expected) score.right++;
      else misses.push({ id: item.id, fact, kind: missKind(expected, got), expected, got });
    }
  }
  return { scores, misses };
}
