/**
 * The profile's tags, derived from the onboarding answers with the same cue lexicons and
 * gazetteer the agent tags items with (@thistle/language), so an owner and an item meet on the
 * same ids: regions from where the business is, a stage, sectors from what it does, and the
 * topics the owner wants help with.
 */
import {
  compileLexicon,
  findPlaces,
  normalise,
  scoreLexicon,
  SECTOR_CUES,
  TOPIC_CUES,
  type CompiledLexicon,
} from '@thistle/language';
import { OWNER_SECTORS, OWNER_TOPICS } from './owner-cues.ts';
import {
  answerOf,
  GROWTH_STAGE_CHOICES,
  isScottishRegion,
  type OnboardingData,
  type OnboardingField,
} from '@thistle/shared';

export interface ProfileTags {
  regions: string[];
  stage: string | null;
  sectors: string[];
  topicsNeeded: string[];
}

const SECTORS = compileLexicon(SECTOR_CUES);
const TOPICS = compileLexicon(TOPIC_CUES);

/** Publishers' cues and owners' cues together: the noisy-or of both scores per id. */
function combinedScores(text: string, shared: CompiledLexicon, owner: CompiledLexicon) {
  const normalised = normalise(text);
  const scores = scoreLexicon(shared, normalised);
  for (const [id, score] of scoreLexicon(owner, normalised)) {
    scores.set(id, 1 - (1 - (scores.get(id) ?? 0)) * (1 - score));
  }
  return scores;
}

/** Sector ids the text is about, strongest first, at or above `threshold`. */
export function sectorsIn(text: string, threshold = 0.5, limit = 2): string[] {
  const scores = combinedScores(text, SECTORS, OWNER_SECTORS);
  const ranked = [...scores].filter(([, score]) => score >= threshold).sort((a, b) => b[1] - a[1]);
  // A second sector only when the text is clearly about it too.
  return ranked
    .filter(([, score], index) => index === 0 || score >= Math.max(threshold, 0.7))
    .slice(0, limit)
    .map(([id]) => id);
}

/**
 * What a business does, without whom it does it for: "we build websites for tourism and retail
 * firms" is a digital business, not a tourism one.
 */
export function withoutCustomerClauses(text: string): string {
  return text.replace(
    /\b(?:for|to|serving|mainly|mostly|such as|including|like|across)\s+(?:the\s+|our\s+|small\s+|local\s+)?[^.;]*?(?:businesses|firms|companies|industries|industry|sectors?|clients|customers|folk|owners|people|brands|producers)\b/gi,
    ' ',
  );
}

/** Regions of where the business is: the most specific the place allows. */
export function regionsOf(location: string | null): string[] {
  if (!location) return [];
  const places = findPlaces(location).filter((p) => p.region);
  if (places.length === 0) return [];
  const specific = places.filter((p) => p.kind !== 'country');
  const chosen = (specific.length ? specific : places).map((p) => p.region!);
  const unique = [...new Set(chosen)];
  // "Elgin, Moray" is one region; a Scottish town beats a bare "Scotland".
  return unique.some(isScottishRegion)
    ? unique.filter((r) => r !== 'scotland' && r !== 'uk')
    : unique;
}

const STAGE_FROM_LABEL = new Map<string, string>(
  GROWTH_STAGE_CHOICES.map((c) => [c.label.toLowerCase(), c.id]),
);

/** The stage: the owner's own choice, else read from how long they have traded and their plans. */
export function stageOf(data: OnboardingData, now = new Date()): string | null {
  const said = answerOf(data, 'growth_stage');
  if (said) {
    const exact = STAGE_FROM_LABEL.get(said.toLowerCase());
    if (exact) return exact;
    const text = said.toLowerCase();
    if (
      /\b(?:idea|side[- ]?hustle|hobby|not (?:yet )?trading|pre[- ]?start|part[- ]time)\b/.test(
        text,
      )
    )
      return 'idea';
    if (/\b(?:scale|scaling|grow|growth|growing|expand)/.test(text)) return 'growth';
    if (/\b(?:established|mature|stable|steady)\b/.test(text)) return 'established';
    if (/\b(?:start|new|early|just)\b/.test(text)) return 'startup';
  }
  const age = answerOf(data, 'business_age');
  if (!age) return null;
  if (/not trading|pre[- ]?start|not (?:yet )?started/i.test(age)) return 'idea';
  const since = /since (\d{4})/i.exec(age);
  let years: number | null = since ? now.getUTCFullYear() - Number(since[1]) : null;
  const duration = /^(\d+(?:\.\d+)?) (year|month|week)/i.exec(age);
  if (years === null && duration) {
    const n = Number(duration[1]);
    years =
      duration[2]!.toLowerCase() === 'year'
        ? n
        : duration[2]!.toLowerCase() === 'month'
          ? n / 12
          : n / 52;
  }
  if (years === null) return /just started/i.test(age) ? 'startup' : null;
  // "Since 2023" in late 2026 may be under three years: a year is only a calendar year.
  return (since ? years <= 3 : years < 3) ? 'startup' : 'established';
}

const SECTOR_SOURCES: OnboardingField[] = [
  'sector',
  'product_service_description',
  'business_name',
];
const TOPIC_SOURCES: OnboardingField[] = [
  'support_areas_needed',
  'support_type_needed',
  'growth_challenges',
  'strategic_gaps',
  'product_improvement_needs',
  'market_access_barriers',
  'digital_capability_gaps',
  'regulatory_challenges',
];

export function deriveProfileTags(data: OnboardingData, now = new Date()): ProfileTags {
  const said = answerOf(data, 'sector');
  let sectors = said ? sectorsIn(said, 0.35) : [];
  if (sectors.length === 0) {
    const described = SECTOR_SOURCES.filter((f) => f !== 'sector')
      .map((f) => answerOf(data, f))
      .filter(Boolean)
      .join('. ');
    sectors = sectorsIn(withoutCustomerClauses(described), 0.5);
  }
  const needs = TOPIC_SOURCES.map((f) => answerOf(data, f))
    .filter((t): t is string => !!t && !/^(?:none|no|not sure yet|prefer not to say)$/i.test(t))
    .join('. ');
  const topicScores = combinedScores(needs, TOPICS, OWNER_TOPICS);
  const topicsNeeded = [...topicScores]
    .filter(([, score]) => score >= 0.45)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([id]) => id);
  return {
    regions: regionsOf(answerOf(data, 'business_location')),
    stage: stageOf(data, now),
    sectors,
    topicsNeeded,
  };
}
