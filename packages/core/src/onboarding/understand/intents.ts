/**
 * What kind of message the owner sent, before reading it as an answer: a skip, a polite
 * refusal, "not sure", "none", a greeting, a question back, or a correction of an earlier
 * answer. Patterns match whole short messages, so "I'd rather not say" is a refusal while
 * "we'd rather not say no to wholesale" is an answer.
 */

const SHORT = (pattern: string) => new RegExp(`^\\s*(?:${pattern})\\s*[.!]*\\s*$`, 'i');

const SKIP = SHORT(
  [
    'skip(?:\\s+(?:it|this|that|this one|that one|for now|please))?',
    'pass(?:\\s+(?:on that|on this|please))?',
    'next(?:\\s+(?:one|question|please))?',
    'move on',
    'can we (?:skip|move on)(?: (?:this|that|it))?\\??',
    "(?:let'?s|lets) (?:skip|move on)(?: (?:this|that|it))?",
    "i'?ll skip(?: (?:this|that|it))?",
    'come back to (?:this|that|it)(?: later)?',
    'later',
    '-+',
    '\\.+',
  ].join('|'),
);

const DECLINE = SHORT(
  [
    "(?:i'?d\\s+)?(?:rather|prefer(?:\\s+to)?)\\s+not\\s+(?:say|answer|to say|to answer|share|disclose)(?: that| this)?",
    '(?:i\\s+)?prefer not to (?:say|answer|share|disclose)',
    'not telling(?: you)?',
    'none of your business',
    "that'?s private",
    'private',
    'no comment',
    "i don'?t (?:want|wish) to (?:say|answer|share)(?: that| this)?",
    'pnts',
  ].join('|'),
);

const UNSURE = SHORT(
  [
    'not sure(?: yet| really)?',
    "i'?m not sure(?: yet| really)?",
    'unsure',
    "don'?t know(?: yet)?",
    "i don'?t know(?: yet)?",
    'dunno',
    'no idea(?: yet)?',
    "haven'?t (?:decided|thought about (?:it|that))(?: yet)?",
    'not decided(?: yet)?',
    'tbc',
    'tbd',
    'hard to say',
  ].join('|'),
);

const NOTHING = SHORT(
  [
    'none',
    'none really',
    'none at the moment',
    'none yet',
    'nothing',
    'nothing really',
    'nothing yet',
    'nothing at the moment',
    '(?:none|nothing) (?:in particular|to speak of|worth mentioning|major|really)',
    'not (?:there|at that stage) yet',
    'no,? not really',
    'no',
    'nope',
    'nah',
    'not really',
    'not at the moment',
    'not yet',
    'n/?a',
    'not applicable',
    "doesn'?t apply",
    'no plans(?: yet)?',
    'no,? (?:none|nothing)',
    "i don'?t have any",
    "we don'?t have any",
    'not that i know of',
  ].join('|'),
);

const YES = SHORT('yes|yeah|yep|aye|yup|i do|we do|definitely|of course|sure');

const GREETING = SHORT(
  '(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening)|morning|afternoon|evening|hi there|hello there|hey there)(?: thistle)?',
);

const QUESTION_START =
  /^\s*(?:why|what|how|which|who|do (?:i|you)|does|is (?:this|that|it)|are you|can (?:i|you)|could you|should i|will (?:this|you)|what'?s)\b/i;

const CORRECTION =
  /\b(?:actually|sorry,? (?:i meant|it'?s|we|i need)|i meant|correction|to correct|i made a mistake|that'?s wrong|not quite|change (?:that|my|our|the|something)|update (?:that|my|our|the)|we(?:'ve| have)? (?:now )?moved|we(?:'re| are) now|no longer|not any ?more|i forgot|forgot to (?:say|mention|tell)|(?:it'?s|its|there are|there'?s) (?:now|\w+ of us now)|now,? not)\b/i;

export type Intent =
  'skip' | 'decline' | 'unsure' | 'nothing' | 'yes' | 'greeting' | 'question' | 'answer';

/** The message's intent; `answer` when it is none of the special kinds. */
/** A short message built around a skip word: "skip this one too", "pass, next question please". */
const SKIP_WORDS = /\b(?:skip|pass|next question|move on)\b/i;

export function intentOf(message: string): Intent {
  const words = message.trim().split(/\s+/).length;
  if (SKIP.test(message) || (words <= 6 && SKIP_WORDS.test(message))) return 'skip';
  if (words <= 6 && /^\s*not relevant\b/i.test(message)) return 'decline';
  if (DECLINE.test(message)) return 'decline';
  if (UNSURE.test(message)) return 'unsure';
  if (NOTHING.test(message)) return 'nothing';
  if (YES.test(message)) return 'yes';
  if (GREETING.test(message)) return 'greeting';
  if (isQuestionBack(message)) return 'question';
  return 'answer';
}

/** A question to Thistle ("why do you need this?"), not an answer that happens to end in '?'. */
export function isQuestionBack(message: string): boolean {
  const trimmed = message.trim();
  return trimmed.endsWith('?') && QUESTION_START.test(trimmed) && trimmed.split(/\s+/).length <= 16;
}

/** The owner is changing something they said before ("actually we moved to Dundee"). */
export const isCorrection = (message: string) => CORRECTION.test(message);
