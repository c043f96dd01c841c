/**
 * Runs a persona (personas/*.json) through the onboarding engine the way the README of this
 * folder describes: the opening first, then the persona's answer to whatever field `asking`
 * names, corrections once due, until nothing is asked or 50 turns pass. Then it scores every
 * field against the persona's expectations and the derived tags against `expectTags`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import {
  completionOf,
  FIELD_ORDER,
  fieldValue,
  overallCompletion,
  type OnboardingData,
  type OnboardingField,
} from '@thistle/shared';
import { emptyOnboardingData } from '@thistle/shared';
import { offlineTurn } from '../../src/onboarding/offline-engine.ts';
import { deriveProfileTags, type ProfileTags } from '../../src/onboarding/profile-tags.ts';

type Expect = string[] | 'skip';

export interface Persona {
  id: string;
  summary: string;
  answers: Record<
    OnboardingField,
    { say: string; expect: Expect; alsoFills?: Record<string, string[]> }
  >;
  opening?: string;
  openingFills?: Partial<Record<OnboardingField, string[]>>;
  corrections?: { afterTurn: number; say: string; field: OnboardingField; expect: string[] }[];
  expectTags: { regions: string[]; stage: string; sectors: string[]; topicsNeeded: string[] };
}

const DIR = new URL('./personas/', import.meta.url);

export function loadPersonas(): Persona[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(new URL(f, DIR), 'utf8')) as Persona);
}

/** Lower case, and punctuation dropped, so "Start-up" holds "startup" and "B2B" holds "b2b". */
const fold = (s: string) => s.toLowerCase().replace(/[^a-z0-9@]+/g, '');

const NON_ANSWER =
  /^(?:skip(?:ped)?|pass|n\/?a|none|no|not yet|not started|not really|not sure(?: yet)?|unknown|prefer not to say|rather not say|not relevant|nothing.*|no .* yet|not trading yet)$/i;

export function meets(value: string | null, expect: Expect): boolean {
  if (expect === 'skip')
    return value === null || value.trim() === '' || NON_ANSWER.test(value.trim());
  if (value === null) return false;
  const have = fold(value);
  return expect.every((part) => have.includes(fold(part)));
}

export interface PersonaResult {
  id: string;
  turns: number;
  completion: number;
  /** Fields whose final value meets the expectation, out of all 42. */
  right: number;
  answered: number;
  wrong: { field: OnboardingField; value: string | null; expect: Expect }[];
  openingFilled: number;
  openingTotal: number;
  tags: ProfileTags;
  /** The answers as the conversation left them (the ranking evaluation builds profiles from them). */
  data: OnboardingData;
  tagsRight: boolean;
  tagProblems: string[];
  transcript: string[];
}

export function simulate(persona: Persona, now = new Date('2026-11-23T10:00:00Z')): PersonaResult {
  let data: OnboardingData = emptyOnboardingData();
  let asking: OnboardingField | null = null;
  let previouslyAsked: OnboardingField | null = null;
  let failedAttempts = 0;
  let turns = 0;
  let answersGiven = 0;
  const transcript: string[] = [];
  const pending = [...(persona.corrections ?? [])];
  const finalExpect = new Map<OnboardingField, Expect>(
    FIELD_ORDER.map((f) => [f, persona.answers[f].expect]),
  );
  let openingFilled = 0;

  const send = (message: string) => {
    const out = offlineTurn({
      data,
      message,
      asking,
      previouslyAsked,
      failedAttempts,
      turn: turns,
      now,
    });
    transcript.push(`> ${message}`, `< ${out.message}`);
    failedAttempts =
      out.asking !== null && out.asking === asking && !out.filled.includes(asking)
        ? failedAttempts + 1
        : 0;
    if (out.asking !== asking) previouslyAsked = asking;
    asking = out.asking;
    data = out.data;
    turns++;
    return out;
  };

  send(persona.opening ?? 'Hi');
  if (persona.opening && persona.openingFills) {
    for (const [field, expect] of Object.entries(persona.openingFills)) {
      if (meets(fieldValue(data, field as OnboardingField), expect!)) openingFilled++;
    }
  }
  while (asking !== null && turns < 50) {
    const due = pending.findIndex(
      (c) => answersGiven >= c.afterTurn && fieldValue(data, c.field) !== null,
    );
    if (due >= 0) {
      const [correction] = pending.splice(due, 1);
      send(correction!.say);
      finalExpect.set(correction!.field, correction!.expect);
      continue;
    }
    const field = asking as OnboardingField | null;
    if (!field) break;
    send(persona.answers[field].say);
    answersGiven++;
  }
  // Corrections due after the last question are still sent: an owner can correct at any time.
  for (const correction of pending) {
    send(correction.say);
    finalExpect.set(correction.field, correction.expect);
  }

  const wrong: PersonaResult['wrong'] = [];
  let right = 0;
  let answered = 0;
  for (const field of FIELD_ORDER) {
    const value = fieldValue(data, field);
    if (value !== null) answered++;
    if (meets(value, finalExpect.get(field)!)) right++;
    else wrong.push({ field, value, expect: finalExpect.get(field)! });
  }
  const tags = deriveProfileTags(data, now);
  const tagProblems: string[] = [];
  for (const facet of ['regions', 'sectors', 'topicsNeeded'] as const) {
    for (const id of persona.expectTags[facet]) {
      if (!tags[facet].includes(id))
        tagProblems.push(`${facet} lacks ${id} (has ${tags[facet].join(', ') || 'none'})`);
    }
  }
  if (tags.stage !== persona.expectTags.stage) {
    tagProblems.push(`stage ${tags.stage} is not ${persona.expectTags.stage}`);
  }
  return {
    id: persona.id,
    turns,
    completion: overallCompletion(completionOf(data)),
    right,
    answered,
    wrong,
    openingFilled,
    openingTotal: Object.keys(persona.openingFills ?? {}).length,
    tags,
    data,
    tagsRight: tagProblems.length === 0,
    tagProblems,
    transcript,
  };
}
