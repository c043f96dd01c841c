/**
 * Items and owners read once into what the scorer compares, so that scoring one pair is a
 * handful of set lookups (a rank job scores every new item for every verified owner).
 */
import type { OnboardingData, OnboardingField } from '@thistle/shared';
import { answerOf } from '@thistle/shared';
import { audiencesOf, membershipOf, type Audience, type Membership } from './audiences.ts';
import { readFeedbackWeights, organisationKey, type FeedbackWeights } from './feedback.ts';
import { areasNamedIn, ownerArea, type LocalArea } from './local-areas.ts';
import { ownerFacts, statedLimits, type OwnerFacts, type StatedLimits } from './stated-limits.ts';
import { statedMinimumGbp } from './stated-minimum.ts';
import { contentWords } from './words.ts';

export interface RankableItem {
  id: string;
  title: string;
  body: string;
  category: string;
  group: string | null;
  regions: string[];
  stages: string[];
  sectors: string[];
  topics: string[];
  deadline: Date | null;
  eventStart: Date | null;
  eventEnd: Date | null;
  amountMaxGbp: number | null;
  publishedAt: Date | null;
  createdAt: Date;
}

export interface PreparedItem extends RankableItem {
  home: string[];
  areas: LocalArea[];
  organisation: string | null;
  /** Content words of the title and text, each stem with the form the item used. */
  words: Map<string, string>;
  titleWords: Set<string>;
  published: Date;
  /** The item announces that it has closed, is paused or is fully booked. */
  closedNotice: boolean;
  /** A Covid-19 emergency scheme or notice: every one of them has long ended. */
  covidEra: boolean;
  /** Size, age and trading limits the text states. */
  limits: StatedLimits;
  /** Groups the offer is kept for (women founders, island businesses, researchers ...). */
  audiences: Audience[];
  /** The smallest sum a fund deals in, as its text states it ("transactions start at £25m"). */
  minimumGbp: number | null;
  /** The latest year the text names, if any: a report on 2017 is history, not news. */
  latestYear: number | null;
}

const CLOSED_TITLE =
  /\b(?:now closed|has closed|is closed|closed for applications|paused|postponed|cancelled|canceled|no longer (?:open|available|accepting))\b/i;
const FULLY_BOOKED = /\b(?:fully booked|sold out|all places (?:are )?(?:now )?(?:booked|taken))\b/i;
const OFFERS = new Set(['funding', 'courses-guides']);
const COVID = /\b(?:covid(?:-19)?|coronavirus|lockdown|pandemic|furlough(?:ed)?|self-isolat\w*)\b/i;
/**
 * The marks of an emergency scheme that does not name the pandemic: a grant for trade lost to
 * closures and restrictions, or for premises held on a date in spring 2020.
 */
const EMERGENCY_SCHEME =
  /\b(?:(?:drop|fall|loss|lost|reduction) (?:in|of) (?:\d+% (?:of |in )?)?(?:trade|turnover|footfall)|seen (?:trade|turnover) fall|(?:restrictions|strategic framework) (?:programme|business fund)|forced to close|(?:occupied|in) the premises on \d{1,2} march 2020|hardship (?:payment|grant)s?)\b/i;
const YEAR = /\b(?:19[89]\d|20\d\d)\b/g;

function latestYear(text: string): number | null {
  const years = (text.match(YEAR) ?? []).map(Number);
  return years.length ? Math.max(...years) : null;
}

export function prepareItem(item: RankableItem): PreparedItem {
  const titleWords = contentWords(item.title, { pairs: true });
  // The body's forms first: a title in Title Case capitalises words that are not names.
  const words = contentWords(item.body, { pairs: true });
  const titleCase = [...titleWords.values()].filter((f) => f !== f.toLowerCase()).length > 2;
  for (const [stem, form] of titleWords)
    if (!words.has(stem)) words.set(stem, titleCase ? form.toLowerCase() : form);
  return {
    ...item,
    home: item.regions.filter((r) => r !== 'international'),
    areas: areasNamedIn(`${item.group ?? ''}\n${item.title}\n${item.body}`),
    organisation: organisationKey(item.group),
    words,
    titleWords: new Set(titleWords.keys()),
    published: item.publishedAt ?? item.createdAt,
    closedNotice: CLOSED_TITLE.test(item.title) || FULLY_BOOKED.test(item.body),
    covidEra:
      COVID.test(item.title) ||
      COVID.test(item.body) ||
      (item.category === 'funding' && EMERGENCY_SCHEME.test(item.body)),
    // Only an offer has limits; news and events that quote figures do not restrict anyone.
    limits: OFFERS.has(item.category) ? statedLimits(`${item.title}.\n${item.body}`) : {},
    audiences: audiencesOf(item),
    minimumGbp:
      item.category === 'funding' ? statedMinimumGbp(`${item.title}.\n${item.body}`) : null,
    latestYear: latestYear(`${item.title}\n${item.body}`),
  };
}

export interface RankableOwner {
  id: string;
  regions: string[];
  stage: string | null;
  sectors: string[];
  topicsNeeded: string[];
  /** users.profile: the non-sensitive onboarding answers. */
  profile: unknown;
  rankingWeights: unknown;
}

export type CategoryLean = Partial<Record<string, number>>;

export interface PreparedOwner {
  id: string;
  regions: string[];
  stage: string | null;
  sectors: string[];
  topicsNeeded: string[];
  area: LocalArea | null;
  /** Stems of the owner's needs and goals in their own words, each with a weight. */
  needs: Map<string, number>;
  lean: CategoryLean;
  facts: OwnerFacts;
  /** Whether the owner belongs to the groups some offers are kept for (audiences.ts). */
  membership: Membership;
  weights: FeedbackWeights;
  /** False for an owner who has told Thistle nothing yet: their feed is newest first. */
  hasProfile: boolean;
}

/** The owner's words, strongest signal first: what they ask for outweighs what they do. */
const NEED_FIELDS: Array<[OnboardingField, number]> = [
  ['support_areas_needed', 1],
  ['growth_challenges', 1],
  ['growth_objectives', 1],
  ['strategic_gaps', 0.6],
  ['market_access_barriers', 0.6],
  ['regulatory_challenges', 0.6],
  ['digital_capability_gaps', 0.6],
  ['product_improvement_needs', 0.6],
  ['team_expansion_plans', 0.6],
  ['digital_development_plans', 0.6],
  // "A mentor, one to one": how they want help names what to look for.
  ['support_type_needed', 0.6],
  ['sector', 0.5],
  ['product_service_description', 0.5],
];

const NON_ANSWER =
  /^(?:n\/?a|none|no|nope|nah|not (?:sure|yet|really|there yet)|skip(?:ped)?|nothing|dunno|none in particular\.?)$/i;

function answers(profile: unknown): OnboardingData {
  const p = (profile ?? {}) as Partial<OnboardingData>;
  return {
    personalInfo: p.personalInfo ?? {},
    businessOwner: p.businessOwner ?? {},
    businessDetails: p.businessDetails ?? {},
  } as OnboardingData;
}

const said = (data: OnboardingData, field: OnboardingField) => {
  const value = answerOf(data, field);
  return value && !NON_ANSWER.test(value.replace(/[.!]+$/, '').trim()) ? value : null;
};

/**
 * How the owner likes to get help: "online courses I can do at night" leans to courses and
 * guides; "no time for courses" leans away from courses and events. Refusing webinars or
 * workshops ("I'm no good at webinars") is about sessions to attend, so it leans away from
 * events only: a guide or a mentoring service is still welcome. (What they need help with is in
 * their topics and words.)
 */
const REFUSAL = String.raw`\b(?:no time for|not interested in|no good at|not|no|never|hate|avoid)\b[^.,;]{0,25}\b`;
const REFUSES_COURSES = new RegExp(`${REFUSAL}(?:courses?|training)\\b`);
const REFUSES_SESSIONS = new RegExp(`${REFUSAL}(?:webinars?|workshops?|events?)\\b`);

function categoryLean(data: OnboardingData): CategoryLean {
  const lean: CategoryLean = {};
  const how = (said(data, 'support_type_needed') ?? '').toLowerCase();
  if (REFUSES_COURSES.test(how)) {
    lean['events'] = -4;
    lean['courses-guides'] = -4;
  } else if (REFUSES_SESSIONS.test(how)) {
    lean['events'] = -4;
  } else if (/\b(?:online|courses?|webinars?|learn|training|workshops?)\b/.test(how)) {
    lean['courses-guides'] = 3;
  }
  return lean;
}

function needWords(data: OnboardingData): Map<string, number> {
  const needs = new Map<string, number>();
  for (const [field, weight] of NEED_FIELDS) {
    const text = said(data, field);
    if (!text) continue;
    for (const stem of contentWords(text, { pairs: true }).keys()) {
      needs.set(stem, Math.max(needs.get(stem) ?? 0, weight));
    }
  }
  return needs;
}

export function prepareOwner(owner: RankableOwner, now = new Date()): PreparedOwner {
  const data = answers(owner.profile);
  const needs = needWords(data);
  const area = ownerArea(said(data, 'business_location'));
  return {
    id: owner.id,
    regions: owner.regions,
    stage: owner.stage,
    sectors: owner.sectors,
    topicsNeeded: owner.topicsNeeded,
    // The answers' area only counts while the owner's regions still hold it.
    area: area && owner.regions.includes(area.region) ? area : null,
    needs,
    lean: categoryLean(data),
    facts: ownerFacts(
      {
        teamSize: said(data, 'team_size'),
        age: said(data, 'age'),
        businessAge: answerOf(data, 'business_age'),
      },
      now,
    ),
    membership: membershipOf(data, owner.sectors),
    weights: readFeedbackWeights(owner.rankingWeights),
    hasProfile:
      owner.regions.length > 0 ||
      owner.stage !== null ||
      owner.sectors.length > 0 ||
      owner.topicsNeeded.length > 0 ||
      needs.size > 0,
  };
}
