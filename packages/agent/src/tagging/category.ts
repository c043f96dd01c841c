import { normalise, scoreLexicon, type CompiledLexicon } from '@thistle/language';
import type { TagInput } from '../contracts.ts';
import { PhraseSet } from './sentences.ts';
import { blankSighting, readWhereNamed, type Reading } from './evidence.ts';
import { findDateMentions } from '../extract/dates.ts';
import { settleMention, type SettledParts } from '../extract/year.ts';
import { wallClock } from '../time.ts';
import { extractFacts } from '../extract/index.ts';

/**
 * Money words make the rules lean to `funding` whatever the item is. What makes an item funding is
 * an invitation to apply (bid, enter, claim); real publishers' pages about money that invite no
 * one are news about money (sums paid out, schemes evaluated, funds allocated), which the
 * conventions call market insights. Short items (a feed's one-line summary) often omit the
 * invitation, so only a text long enough to have given one is judged by its absence.
 */
const INVITES_APPLICATIONS = new PhraseSet([
  'apply',
  'application',
  'applications',
  'applicants',
  'deadline',
  'closing date',
  'closes',
  'bid',
  'bids',
  'bidding',
  'tender',
  'tenders',
  'submit',
  'eligible',
  'eligibility',
  'expression of interest',
  'expressions of interest',
  'enter',
  'entries',
  'claim',
  'nominate',
  'nominations',
  'quotes',
  'quotations',
  'invited to',
  'inviting',
  'register your interest',
  'now open',
  'is open',
  'are open',
  'opens',
]);

/** Words of body from which a page that invites no applications is taken to be about money, not offering it. */
export const LONG_ENOUGH_TO_INVITE = 60;
const NO_INVITATION_FACTOR = 0.5;

export function invitesApplications(norm: string): boolean {
  return INVITES_APPLICATIONS.in(norm);
}

export function categoryRuleScores(
  input: TagInput,
  norm: string,
  lexicon: CompiledLexicon,
): Map<string, number> {
  const scores = scoreLexicon(lexicon, norm);
  const words = input.body.split(/\s+/).length;
  const funding = scores.get('funding');
  if (funding !== undefined && words >= LONG_ENOUGH_TO_INVITE && !invitesApplications(norm)) {
    scores.set('funding', funding * NO_INVITATION_FACTOR);
  }
  return scores;
}

const NOTHING = new PhraseSet([]);
/** Category cues have no audience: only where they sit counts. */
const CATEGORY_READING = { aimedAt: NOTHING, inclusive: NOTHING, everyId: NOTHING };

/**
 * Where the category cues sit: the title and the opening sentence say what an item is. Every
 * category gets a vector, named or not, so that the item's voice (categorySignals) can speak for
 * a category none of whose cue words appear: a guide about a grant names only money words.
 */
export function readCategory(input: TagInput, lexicon: CompiledLexicon): Reading {
  const reading = readWhereNamed(input, lexicon, CATEGORY_READING);
  for (const id of lexicon.ids)
    if (!reading.sightings.has(id)) reading.sightings.set(id, blankSighting());
  return reading;
}

const REPORTING = new PhraseSet([
  'said',
  'says',
  'welcomed',
  'announced',
  'has been',
  'have been',
  'according to',
]);

/**
 * A page that explains how a scheme, a tax or a rule works speaks to the reader about what to
 * do and know, without itself offering money: "this guide explains", "what you need to know",
 * "you must register".
 */
const EXPLAINS = new PhraseSet([
  'how to',
  'how do',
  'how does',
  'how it works',
  'what you need to know',
  'need to know',
  'what is',
  'what are',
  'what it means',
  'what counts',
  'who can',
  'this guide',
  'our guide',
  'a guide',
  'the guide',
  'guide to',
  'guidance',
  'explains',
  'explained',
  'explainer',
  'we explain',
  'frequently asked questions',
  'questions answered',
  'faq',
  'faqs',
  'step by step',
  'steps',
  'tips',
  'checklist',
  'template',
  'you must',
  'you need to',
  'you will need',
  'you should',
  'make sure',
  'find out',
  'the rules',
  'rules',
  'the law',
  'legal requirement',
  'legally',
  'regulations',
  'obligations',
  'requirements',
]);

/**
 * Money that has already moved: paid, awarded, invested, lent, raised, with totals and
 * comparisons. News of it invites no one.
 */
const MONEY_MOVED = new PhraseSet([
  'awarded',
  'were awarded',
  'have been awarded',
  'paid out',
  'has paid',
  'have paid',
  'was paid',
  'received',
  'has received',
  'have received',
  'raised',
  'has raised',
  'invested',
  'has invested',
  'has lent',
  'lent',
  'distributed',
  'allocated',
  'has allocated',
  'benefited',
  'secured',
  'so far',
  'in total',
  'a total of',
  'up from',
  'down from',
  'figures',
  'figures show',
  'annual report',
  'accounts',
  'milestone',
  'shortlisted',
  'finalists',
  'winners',
]);

/** An event that has happened: the item is a report of it, not an invitation to it. */
const HAPPENED = new PhraseSet([
  'took place',
  'was held',
  'were held',
  'attended',
  'gathered',
  'came together',
  'heard from',
  'drew',
  'yesterday',
  'last week',
  'last night',
  'last month',
  'on the day',
  'was a success',
  'looking back',
  'reflections',
  'event report',
]);

/** An event still to come. */
const TO_COME = new PhraseSet([
  'will take place',
  'will be held',
  'will run',
  'runs from',
  'will feature',
  'will include',
  'will hear',
  'will open',
  'will bring',
  'this week',
  'next week',
  'next month',
  'later this',
  'tomorrow',
  'tonight',
  'this evening',
  'save the date',
  'don t miss',
  'book',
  'register',
  'places',
]);

const EVENT_TIME =
  / (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday) | \d{1,2}(?: \d{2})?(?:am|pm) /;
const SECOND_PERSON = / (?:you|your|yours) /g;

/** What the item's voice says, beyond its words: read for the category and for the topics. */
export const VOICE_SIGNALS = [
  'invites-applications',
  'long-without-invitation',
  'reporting',
  'event-time',
  'question-title',
  'money-in-title',
  'explains',
  'money-moved',
  'happened',
  'to-come',
  'second-person',
] as const;

/**
 * Whether the item tells of what was or of what is to come, read for the category only: its
 * dates against the day it was published (a page about an event still to come, or a call still
 * open, names days after it), its tense, and an invitation to come. Days before publication
 * ("the show ran from 11 to 22 March", read on 2 April) were tried as a signal too and dropped:
 * out of fold they added nothing the tense does not say. Headline phrase lists ("£6m paid to 500
 * firms", "Dundee to host…", awards in the title) were tried and dropped as well: drafted from
 * the training titles, they rose out of fold and fell on unseen pages (docs/tagging.md, round five).
 * The last three are the extractor's facts (factSignals).
 */
export const TENSE_SIGNALS = [
  'dates-ahead',
  'past-tense',
  'future-tense',
  'invites-attendance',
  'deadline-ahead',
  'event-ahead',
  'amount-offered',
] as const;

/** What the item's voice and its dates say about its category: named in CATEGORY_SIGNALS. */
export const CATEGORY_SIGNALS = [...VOICE_SIGNALS, ...TENSE_SIGNALS] as const;

/** How many phrases of a set a text holds, scaled to 0..1 at `full`. */
const share = (set: PhraseSet, words: readonly string[], full: number) =>
  Math.min(full, set.count(words)) / full;

let lastVoice: { input: TagInput; norm: string; signals: number[] } | null = null;

/**
 * The item's voice, read once per item: the category and the topics both ask for it (the last
 * answer is kept for the same input object and text).
 */
function voiceSignals(input: TagInput, norm: string): number[] {
  if (lastVoice?.input !== input || lastVoice.norm !== norm)
    lastVoice = { input, norm, signals: readVoice(input, norm) };
  return lastVoice.signals;
}

function readVoice(input: TagInput, norm: string): number[] {
  const invites = invitesApplications(norm);
  const words = norm.trim().split(' ');
  const bodyWords = input.body.split(/\s+/).length;
  const title = normalise(input.title);
  const secondPerson = (` ${norm} `.match(SECOND_PERSON) ?? []).length;
  return [
    invites ? 1 : 0,
    !invites && bodyWords >= LONG_ENOUGH_TO_INVITE ? 1 : 0,
    share(REPORTING, words, 3),
    EVENT_TIME.test(norm) ? 1 : 0,
    input.title.trim().endsWith('?') ? 1 : 0,
    title.includes(' gbp ') ? 1 : 0,
    share(EXPLAINS, words, 3),
    share(MONEY_MOVED, words, 3),
    share(HAPPENED, words, 2),
    share(TO_COME, words, 2),
    Math.min(1, secondPerson / 6),
  ];
}

const DAY_MS = 86_400_000;
const dayOf = (p: SettledParts) => Math.floor(Date.UTC(p.year, p.month - 1, p.day) / DAY_MS);

/** How many of the text's dates fall after and before its publication day (each 0..1, full at 2). */
export function datesAgainstPublication(input: TagInput): { ahead: number; behind: number } {
  const published = input.published;
  if (!published || Number.isNaN(published.getTime())) return { ahead: 0, behind: 0 };
  const w = wallClock(published);
  const today = Math.floor(Date.UTC(w.year, w.month - 1, w.day) / DAY_MS);
  let ahead = 0;
  let behind = 0;
  for (const mention of findDateMentions(`${input.title}\n${input.body}`)) {
    const settled = settleMention(mention, published);
    if (!settled) continue;
    if (dayOf(settled.finish ?? settled.start) < today) behind += 1;
    else if (dayOf(settled.start) > today) ahead += 1;
  }
  return { ahead: Math.min(2, ahead) / 2, behind: Math.min(2, behind) / 2 };
}

/**
 * Tense, which the words model cannot see ("was", "were", "will" are stop words there): a report
 * tells what was; an event or a call tells what will be.
 */
const PAST = new Set(['was', 'were', 'had']);
const FUTURE = new Set(['will', 'shall']);
const tally = (set: Set<string>, words: readonly string[], full: number) =>
  Math.min(full, words.filter((w) => set.has(w)).length) / full;

/** The reader asked to come: a seat, a ticket, a booking. */
const INVITES_ATTENDANCE = new PhraseSet([
  'come along',
  'join us',
  'book your place',
  'book a place',
  'book now',
  'booking is essential',
  'tickets',
  'free to attend',
  'register now',
  'register for',
  'sign up',
  'reserve your place',
  'all welcome',
  'everyone is welcome',
  'invited to attend',
  'you are invited',
  'doors open',
  'places are limited',
  'spaces are limited',
]);

export function categorySignals(input: TagInput, norm: string): number[] {
  const body = normalise(input.body);
  const words = body.trim().split(' ');
  return [
    ...voiceSignals(input, norm),
    datesAgainstPublication(input).ahead,
    tally(PAST, words, 3),
    tally(FUTURE, words, 3),
    INVITES_ATTENDANCE.in(norm) ? 1 : 0,
    ...factSignals(input),
  ];
}

/**
 * What the extractor finds: a closing date to come, an event to come, a sum one business may get.
 * A call names a closing date and a sum, an event a day to come, a report neither ahead: the
 * extractor's grammar tells these apart where the words model sees only "date" words (out of fold
 * on the 1,368 real-world train items, category accuracy 86.1 → 86.8; docs/tagging.md, round
 * fourteen). The pipeline passes the facts it has already read; otherwise they are read here.
 */
function factSignals(input: TagInput): number[] {
  const published =
    input.published && !Number.isNaN(input.published.getTime()) ? input.published : null;
  const facts =
    input.facts ??
    extractFacts(
      {
        title: input.title,
        text: input.body,
        link: input.link ?? null,
        organisation: input.organisation ?? null,
      },
      { now: published ?? new Date(), published },
    );
  // A day's grace: an event on the day of publication starts at midnight, before the noon stamp.
  const ahead = (d: Date | null) =>
    d && (!published || d.getTime() >= published.getTime() - 86_400_000) ? 1 : 0;
  return [ahead(facts.deadline), ahead(facts.eventStart), facts.amountMaxGbp !== null ? 1 : 0];
}

const CATEGORY_IDS = ['funding', 'events', 'market-insights', 'courses-guides'] as const;

/** Signals for the topics: what the item is (by its category cues) and how it speaks. */
export const TOPIC_SIGNALS = [...CATEGORY_IDS.map((id) => `is-${id}`), ...VOICE_SIGNALS] as const;

export function topicSignals(input: TagInput, norm: string, lexicon: CompiledLexicon): number[] {
  const kinds = categoryRuleScores(input, norm, lexicon);
  return [...CATEGORY_IDS.map((id) => kinds.get(id) ?? 0), ...voiceSignals(input, norm)];
}
