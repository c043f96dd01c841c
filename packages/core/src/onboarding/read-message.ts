/**
 * One owner message → the field values it gives. Three readings, in order:
 *
 * 1. the answer to the question that was asked (lenient: "34" is an age when age was asked);
 * 2. clear statements of other facts anywhere in the message (strict: "there are five of us",
 *    "we're based in Elgin", "my name is…"), so one message can fill several fields;
 * 3. for a long message (a pasted description), every field it can fill, free-text fields
 *    from the sentences that talk about them.
 *
 * A correction ("actually we moved to Dundee") may overwrite an earlier answer; nothing else
 * ever does, and nothing is ever cleared.
 */
import {
  answerOf,
  FIELD_ORDER,
  groupOf,
  isAnswered,
  SKIPPED,
  type OnboardingData,
  type OnboardingField,
} from '@thistle/shared';
import {
  readAcquisition,
  readBusinessAge,
  readCustomerType,
  readFundingModel,
  readGrowthStage,
  readLocation,
  readMarketing,
  readOfflinePresence,
  readOnlinePresence,
  readPlatforms,
  readPrimaryChannel,
  readSalesChannels,
  readTeamSize,
  askedBusinessName,
  spotBusinessName,
  locationText,
} from './understand/business.ts';
import {
  acquisitionFromDescription,
  ageFromDescription,
  channelsFromDescription,
  customerTypeFromDescription,
  fundingFromDescription,
  nameFromDescription,
  placeFromDescription,
  plansFromDescription,
  productFromDescription,
  stageFromDescription,
  teamFromDescription,
} from './understand/description.ts';
import { sentenceFor } from './understand/free-text.ts';
import { intentOf, isCorrection, type Intent } from './understand/intents.ts';
import {
  askedAge,
  askedGender,
  askedName,
  spotAge,
  spotCaring,
  spotDateOfBirth,
  spotGender,
  spotName,
  ageFromBirthDate,
} from './understand/personal.ts';
import { sentences, tidyAnswer, wordCount } from './understand/words.ts';

export interface ReadContext {
  data: OnboardingData;
  /** The field the last question asked about, if any. */
  asking: OnboardingField | null;
  /** The field asked before that one: what a bare correction ("sorry, I meant 2019") is about. */
  previouslyAsked: OnboardingField | null;
  /** How many times in a row `asking` has already been asked without a readable answer. */
  failedAttempts: number;
  now: Date;
}

export interface Reading {
  intent: Intent;
  updates: Map<OnboardingField, string>;
  /** Fields whose earlier answer this message replaced. */
  corrected: OnboardingField[];
  /** The asked question got an answer (or a skip). */
  answeredAsking: boolean;
  /** The message read as a pasted description (many fields at once). */
  description: boolean;
}

/** Fields whose answers are a plain yes or no at heart. */
const YES_NO_FIELDS = new Set<OnboardingField>([
  'accessibility',
  'caring_responsibilities',
  'religion',
  'planned_offerings',
  'innovation',
  'team_expansion_plans',
  'digital_development_plans',
  'online_presence',
  'offline_presence',
]);

/** What "none" means for fields where "None" would read oddly. */
const NOTHING_VALUES: Partial<Record<OnboardingField, string>> = {
  business_name: 'No name yet',
  business_age: 'Not trading yet',
  planned_offerings: 'No new products planned yet',
  team_expansion_plans: 'No hiring plans yet',
  digital_development_plans: 'No digital plans yet',
  innovation: 'Nothing particularly new',
  religion: 'None',
  accessibility: 'No',
  caring_responsibilities: 'No',
};

/** The lenient reading of an answer to `field`; null when it cannot be read as one. */
function readAsked(field: OnboardingField, message: string, now: Date): string | null {
  switch (field) {
    case 'name':
      return askedName(message);
    case 'age':
      return askedAge(message, now);
    case 'date_of_birth':
      return spotDateOfBirth(message, now, true);
    case 'gender':
      return askedGender(message);
    case 'business_name':
      return askedBusinessName(message);
    case 'business_age':
      return readBusinessAge(message, now, true);
    case 'team_size':
      return readTeamSize(message, true);
    case 'business_location': {
      const place = readLocation(message, true);
      return place ? locationText(place, message) : null;
    }
    case 'funding_model':
      return tidyAnswer(message) || null;
    case 'customer_type':
      return readCustomerType(message, true);
    case 'growth_stage':
      return readGrowthStage(message, true);
    case 'sales_channels':
      return readSalesChannels(message, true);
    case 'customer_acquisition':
      return readAcquisition(message, true);
    case 'online_presence':
      return readOnlinePresence(message, true);
    case 'offline_presence':
      return readOfflinePresence(message, true);
    case 'platform_usage':
      return readPlatforms(message, true);
    case 'primary_channel':
      return tidyAnswer(message) || null;
    case 'marketing_mix':
      return readMarketing(message, true);
    default:
      return tidyAnswer(message) || null;
  }
}

/** Fields with a definite format: an unreadable answer is asked again once before it is kept as written. */
const STRUCTURED = new Set<OnboardingField>([
  'name',
  'age',
  'date_of_birth',
  'team_size',
  'business_age',
]);

/** Strict readings for facts stated in passing. */
function spot(field: OnboardingField, message: string, now: Date, long: boolean): string | null {
  switch (field) {
    case 'name':
      return spotName(message);
    case 'age':
      return spotAge(message, now);
    case 'date_of_birth':
      return spotDateOfBirth(message, now);
    case 'gender':
      return spotGender(message);
    case 'caring_responsibilities':
      return spotCaring(message);
    case 'business_name':
      return spotBusinessName(message);
    case 'business_age':
      return readBusinessAge(message, now, false);
    case 'team_size':
      return readTeamSize(message, false);
    case 'business_location': {
      const place = readLocation(message, false, long);
      return place ? locationText(place, message) : null;
    }
    case 'primary_channel':
      return /\b(?:mostly|mainly|primarily|most of (?:our|my) (?:sales|orders|business))\b/i.test(
        message,
      )
        ? readPrimaryChannel(message, false)
        : null;
    default:
      break;
  }
  if (!long) return null;
  switch (field) {
    case 'funding_model':
      return readFundingModel(message, false);
    case 'customer_type':
      return readCustomerType(message, false);
    case 'growth_stage':
      return readGrowthStage(message, false);
    case 'sales_channels':
      return readSalesChannels(message, false);
    case 'customer_acquisition':
      return readAcquisition(message, false);
    case 'online_presence':
      return readOnlinePresence(message, false);
    case 'offline_presence':
      return readOfflinePresence(message, false);
    case 'marketing_mix':
      return readMarketing(message, false);
    case 'platform_usage':
      return null;
    default:
      return null;
  }
}

/** Fields a description is read for as a whole (understand/description.ts), not sentence by sentence. */
const DESCRIBED_FIELDS = new Set<OnboardingField>([
  'business_name',
  'business_location',
  'business_age',
  'team_size',
  'product_service_description',
  'customer_type',
  'sales_channels',
  'funding_model',
  'customer_acquisition',
  'growth_stage',
  'growth_objectives',
  'planned_offerings',
  'team_expansion_plans',
  'digital_development_plans',
  'customer_growth_strategy',
]);

/** Every field a description gives, read as a whole. */
function readDescription(message: string, now: Date): Map<OnboardingField, string> {
  const out = new Map<OnboardingField, string>();
  const put = (field: OnboardingField, value: string | null | undefined) => {
    if (value) out.set(field, value);
  };
  const name = nameFromDescription(message);
  put('business_name', name);
  const place = placeFromDescription(message);
  put('business_location', place ? locationText(place, message) : null);
  const notTrading = readBusinessAge(message, now, false) === 'Not trading yet';
  const since = ageFromDescription(message, now);
  const setUp = since?.replace(/^Trading since (\d{4}).*$/, 'set up in $1');
  put('business_age', notTrading ? `Not trading yet${setUp ? ` (${setUp})` : ''}` : since);
  put('team_size', teamFromDescription(message));
  put('product_service_description', productFromDescription(message, name));
  put('customer_type', customerTypeFromDescription(message));
  put('sales_channels', channelsFromDescription(message));
  put('funding_model', fundingFromDescription(message));
  put('customer_acquisition', acquisitionFromDescription(message));
  put('growth_stage', stageFromDescription(message));
  for (const [field, value] of Object.entries(plansFromDescription(message))) {
    put(field as OnboardingField, value);
  }
  return out;
}

/**
 * A message long enough to be a description of the business rather than an answer: a long
 * paste at any time, or a paragraph sent before the first question.
 */
export function isDescription(message: string, asking: OnboardingField | null): boolean {
  const words = wordCount(message);
  return words >= 60 || (asking === null && words >= 25);
}

export function readMessage(message: string, context: ReadContext): Reading {
  const { asking, data, now } = context;
  const intent = intentOf(message);
  const updates = new Map<OnboardingField, string>();
  const corrected: OnboardingField[] = [];
  const long = isDescription(message, asking);
  const correcting = isCorrection(message);
  let answeredAsking = false;

  // 2 and 3: facts stated anywhere (before the asked answer, so a correction is seen first).
  if (intent === 'answer' || intent === 'question') {
    const parts = long ? sentences(message) : [message];
    const usedSentences = new Set<string>();
    const described = long ? readDescription(message, now) : null;
    for (const field of FIELD_ORDER) {
      if (field === asking && !correcting) continue;
      // A short answer only speaks for its own group: "originally from Kenya" (ethnicity) is not where the business is.
      if (!long && !correcting && asking && groupOf(field) !== groupOf(asking) && field !== 'name')
        continue;
      let value = described?.has(field) ? described.get(field)! : spot(field, message, now, long);
      if (!value && long && !DESCRIBED_FIELDS.has(field)) {
        value = sentenceFor(field, parts, usedSentences);
        if (value) usedSentences.add(value);
      }
      if (!value) continue;
      if (!isAnswered(data, field)) updates.set(field, value);
      else if (correcting && answerOf(data, field) !== value) {
        updates.set(field, value);
        corrected.push(field);
      }
    }
  }

  if (asking) {
    if (intent === 'skip') {
      updates.set(asking, SKIPPED);
      answeredAsking = true;
    } else if (intent === 'decline') {
      updates.set(asking, 'Prefer not to say');
      answeredAsking = true;
    } else if (intent === 'unsure') {
      updates.set(asking, 'Not sure yet');
      answeredAsking = true;
    } else if (intent === 'nothing') {
      updates.set(asking, NOTHING_VALUES[asking] ?? 'None');
      answeredAsking = true;
    } else if (intent === 'yes' && YES_NO_FIELDS.has(asking)) {
      updates.set(asking, 'Yes');
      answeredAsking = true;
    } else if (intent === 'answer' && !(correcting && corrected.length > 0)) {
      const value = readAsked(asking, message, now);
      if (value && !(long && !STRUCTURED.has(asking) && updates.size >= 3 && value.length > 300)) {
        updates.set(asking, value);
        answeredAsking = true;
      } else if (
        !value &&
        (!STRUCTURED.has(asking) || context.failedAttempts >= 1) &&
        message.trim()
      ) {
        // Asked twice already: keep their words rather than go round in circles.
        updates.set(asking, tidyAnswer(message));
        answeredAsking = true;
      }
    }
  }

  // "sorry, I meant 2019": a correction that names nothing else is about the previous answer.
  if (
    intent === 'answer' &&
    correcting &&
    corrected.length === 0 &&
    !answeredAsking &&
    context.previouslyAsked &&
    isAnswered(data, context.previouslyAsked)
  ) {
    const stripped = message.replace(/^.*?\b(?:actually|i meant|sorry|correction)[,:]?\s*/i, '');
    const value = readAsked(context.previouslyAsked, stripped, now);
    if (value) {
      updates.set(context.previouslyAsked, value);
      corrected.push(context.previouslyAsked);
    }
  }

  // A date of birth gives the age too.
  const birth = updates.get('date_of_birth');
  if (
    birth &&
    /^\d{4}-\d{2}-\d{2}$/.test(birth) &&
    !isAnswered(data, 'age') &&
    !updates.has('age')
  ) {
    const age = ageFromBirthDate(birth, now);
    if (age) updates.set('age', age);
  }

  for (const field of updates.keys()) {
    // Special-category answers are only ever taken from their own question.
    if (
      field !== asking &&
      groupOf(field) === 'personalInfo' &&
      ['ethnicity', 'religion', 'accessibility'].includes(field)
    ) {
      updates.delete(field);
    }
  }
  return { intent, updates, corrected, answeredAsking, description: long };
}
