/** Small builders for ranking tests: an item and an owner with only what a test cares about. */
import { prepareItem, prepareOwner, type RankableItem } from '../../src/feed/ranking/prepare.ts';

export const NOW = new Date('2027-01-10T12:00:00Z');
export const daysFromNow = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

let next = 0;

export function item(fields: Partial<RankableItem> = {}) {
  next++;
  return prepareItem({
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    title: 'A programme for businesses',
    body: '',
    category: 'funding',
    group: null,
    regions: ['scotland'],
    stages: [],
    sectors: [],
    topics: [],
    deadline: null,
    eventStart: null,
    eventEnd: null,
    amountMaxGbp: null,
    publishedAt: daysFromNow(-20),
    createdAt: daysFromNow(-20),
    ...fields,
  });
}

export interface OwnerFields {
  regions?: string[];
  stage?: string | null;
  sectors?: string[];
  topicsNeeded?: string[];
  /** Onboarding answers by field name (grouped as users.profile stores them). */
  answers?: Record<string, string>;
  rankingWeights?: unknown;
}

const GROUP: Record<string, 'personalInfo' | 'businessOwner' | 'businessDetails'> = {
  age: 'personalInfo',
  gender: 'personalInfo',
  ethnicity: 'personalInfo',
  accessibility: 'personalInfo',
  support_areas_needed: 'businessOwner',
  support_type_needed: 'businessOwner',
  growth_challenges: 'businessOwner',
  regulatory_challenges: 'businessOwner',
};

export function owner(fields: OwnerFields = {}) {
  const profile = { personalInfo: {}, businessOwner: {}, businessDetails: {} } as Record<
    string,
    Record<string, string>
  >;
  for (const [field, value] of Object.entries(fields.answers ?? {})) {
    profile[GROUP[field] ?? 'businessDetails']![field] = value;
  }
  return prepareOwner(
    {
      id: '00000000-0000-4000-8000-aaaaaaaaaaaa',
      regions: fields.regions ?? ['tayside-fife'],
      stage: fields.stage === undefined ? 'startup' : fields.stage,
      sectors: fields.sectors ?? ['food-drink'],
      topicsNeeded: fields.topicsNeeded ?? ['export-international'],
      profile,
      rankingWeights: fields.rankingWeights ?? {},
    },
    NOW,
  );
}
