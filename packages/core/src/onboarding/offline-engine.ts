/**
 * The offline conversation engine (the default: no key, no network). One turn: read the
 * owner's message against the question that was asked, merge what it gives into the data
 * (never dropping a value), pick the next unanswered field in the request states' order, and
 * say so warmly in plain UK English. Deterministic, so a conversation can be replayed in tests.
 */
import {
  answerOf,
  completionOf,
  FIELD_LABELS,
  FIELD_ORDER,
  fieldValue,
  groupOf,
  isAnswered,
  overallCompletion,
  PROFILE_COMPLETE_THRESHOLD,
  SKIPPED,
  type OnboardingData,
  type OnboardingField,
  type OnboardingGroup,
} from '@thistle/shared';
import { QUESTIONS } from './questions.ts';
import { readMessage, type Reading } from './read-message.ts';
import { listInWords } from './understand/words.ts';

export interface TurnInput {
  data: OnboardingData;
  message: string;
  /** The field the previous reply asked about (null before the first question). */
  asking: OnboardingField | null;
  previouslyAsked?: OnboardingField | null;
  /** How many times `asking` has been asked in a row without a usable answer. */
  failedAttempts?: number;
  /** Messages so far, for varying the wording; only the count is used. */
  turn: number;
  now: Date;
}

export interface TurnOutput {
  message: string;
  data: OnboardingData;
  asking: OnboardingField | null;
  quickReplies: string[];
  /** Fields this turn filled or changed. */
  filled: OnboardingField[];
  corrected: OnboardingField[];
}

/** Every value of `base` kept; `updates` added on top. */
export function mergeData(
  base: OnboardingData,
  updates: Iterable<[OnboardingField, string]>,
): OnboardingData {
  const next: OnboardingData = {
    personalInfo: { ...base.personalInfo },
    businessOwner: { ...base.businessOwner },
    businessDetails: { ...base.businessDetails },
  };
  for (const [field, value] of updates) {
    if (!value.trim()) continue;
    (next[groupOf(field)] as Record<string, string>)[field] = value.trim();
  }
  return next;
}

export function nextField(data: OnboardingData): OnboardingField | null {
  return FIELD_ORDER.find((field) => !isAnswered(data, field)) ?? null;
}

const THANKS = ['Thanks.', 'Got it.', 'Great, thank you.', 'Lovely, thanks.', 'Noted.', 'Perfect.'];
const pick = (options: string[], turn: number) => options[turn % options.length]!;

const firstName = (data: OnboardingData) => answerOf(data, 'name')?.split(/\s+/)[0] ?? null;

/** A short echo of a structured answer, so the owner can see it was understood. */
function echo(field: OnboardingField, value: string): string | null {
  switch (field) {
    case 'team_size':
      return value.startsWith('1 ') ? 'Just you, noted.' : `A team of ${value}, noted.`;
    case 'business_location':
      return `${value}, noted.`;
    case 'business_age':
      return `${value}, noted.`;
    case 'age':
      return null;
    case 'growth_stage':
      return `${value}, noted.`;
    case 'customer_type':
      return `Selling to ${value.replace(/^[^(]*\(|\)$/g, '')}, got it.`;
    default:
      return null;
  }
}

const SECTION_INTRO: Record<OnboardingGroup, string> = {
  personalInfo: '',
  businessOwner:
    "That's the personal questions done. Next, a few about where you'd like some help.",
  businessDetails: 'Now a few questions about the business itself.',
};

/** How the facts picked up in passing are mentioned, in a few words each. */
function inPassing(field: OnboardingField, value: string): string {
  const label = FIELD_LABELS[field].toLowerCase();
  if (field === 'business_location') return `you're based in ${value}`;
  if (field === 'team_size')
    return value.startsWith('1 ')
      ? "it's just you"
      : `there are ${value.replace(/ \(.*\)$/, '')} of you`;
  if (field === 'business_age') return value.toLowerCase();
  if (field === 'business_name') return `the business is called ${value}`;
  if (field === 'name') return `your name is ${value}`;
  if (field === 'age') return `you're ${value}`;
  return `${label}: ${value.length > 40 ? `${value.slice(0, 37)}…` : value}`;
}

function acknowledge(reading: Reading, input: TurnInput, data: OnboardingData): string[] {
  const lines: string[] = [];
  const { asking } = input;
  const filled = [...reading.updates.keys()];
  const others = filled.filter((f) => f !== asking && !reading.corrected.includes(f));

  if (reading.corrected.length) {
    const what = reading.corrected.map(
      (f) => `${FIELD_LABELS[f].toLowerCase()} to ${answerOf(data, f) ?? fieldValue(data, f)}`,
    );
    lines.push(`Thanks for letting me know. I've updated ${listInWords(what)}.`);
  }

  if (reading.description && others.length >= 3) {
    const examples = others.slice(0, 3).map((f) => FIELD_LABELS[f].toLowerCase());
    lines.push(
      `Thank you, that's really helpful. I've filled in ${others.length} things from that, including ${listInWords(examples)}. I'll only ask about what's still missing.`,
    );
  } else if (asking && reading.answeredAsking) {
    const value = reading.updates.get(asking)!;
    if (value === SKIPPED)
      lines.push(
        pick(['No problem, we can skip that.', "That's fine, skipping that one."], input.turn),
      );
    else if (value === 'Prefer not to say')
      lines.push("That's absolutely fine, I've noted that you'd rather not say.");
    else if (asking === 'name') lines.push(`Lovely to meet you, ${firstName(data) ?? value}!`);
    else lines.push(echo(asking, value) ?? pick(THANKS, input.turn));
    if (others.length)
      lines.push(
        `I've also noted that ${listInWords(others.map((f) => inPassing(f, reading.updates.get(f)!)))}.`,
      );
  } else if (others.length) {
    lines.push(
      `Thanks. I've noted that ${listInWords(others.map((f) => inPassing(f, reading.updates.get(f)!)))}.`,
    );
  }
  return lines;
}

const WELCOME =
  "Hello! I'm here to learn about you and your business, so Thistle can find the funding, events and advice that fit.";

/** One turn of the offline engine. */
export function offlineTurn(input: TurnInput): TurnOutput {
  const { asking } = input;
  const reading = readMessage(input.message, {
    data: input.data,
    asking,
    previouslyAsked: input.previouslyAsked ?? null,
    failedAttempts: input.failedAttempts ?? 0,
    now: input.now,
  });
  const data = mergeData(input.data, reading.updates);
  const lines = acknowledge(reading, input, data);

  if (asking && reading.intent === 'question') {
    const question = QUESTIONS[asking];
    return {
      message: [question.why, question.ask].join(' '),
      data,
      asking,
      quickReplies: withSkip(question.quickReplies),
      filled: [...reading.updates.keys()],
      corrected: reading.corrected,
    };
  }

  let next = nextField(data);
  let askAgain = false;
  if (asking && !reading.answeredAsking && !isAnswered(data, asking)) {
    // Still unanswered: after a correction, back to the question; otherwise ask it more plainly.
    next = asking;
    askAgain = reading.corrected.length === 0;
  }

  if (!asking && lines.length === 0) lines.push(WELCOME);
  if (next === null) {
    const percent = overallCompletion(completionOf(data));
    const name = firstName(data);
    lines.push(
      `That's everything I need${name ? `, ${name}` : ''}. Thank you! Your profile is ${percent}% complete.` +
        (percent >= PROFILE_COMPLETE_THRESHOLD
          ? ' Press Continue and I will write your profile summary.'
          : ''),
    );
    return {
      message: lines.join(' '),
      data,
      asking: null,
      quickReplies: [],
      filled: [...reading.updates.keys()],
      corrected: reading.corrected,
    };
  }

  const question = QUESTIONS[next];
  if (!askAgain && asking && groupOf(next) !== groupOf(asking) && SECTION_INTRO[groupOf(next)]) {
    lines.push(SECTION_INTRO[groupOf(next)]);
  }
  lines.push(askAgain ? question.again : question.ask);
  return {
    message: lines.join(' '),
    data,
    asking: next,
    quickReplies: withSkip(question.quickReplies),
    filled: [...reading.updates.keys()],
    corrected: reading.corrected,
  };
}

function withSkip(replies: string[] | undefined): string[] {
  return [...(replies ?? []), 'Skip'];
}
