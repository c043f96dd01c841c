/**
 * The onboarding data (docs/product.md#onboarding-data): three groups of fields, how complete
 * they are, and which request state the chat is in. Plain TypeScript, no zod: the browser
 * computes completion as the owner types, and the server's engine uses the same functions.
 */
import { PROFILE_COMPLETE_THRESHOLD } from './constants.ts';

export const PERSONAL_INFO_FIELDS = [
  'name',
  'gender',
  'age',
  'date_of_birth',
  'ethnicity',
  'religion',
  'accessibility',
  'caring_responsibilities',
] as const;

export const BUSINESS_OWNER_FIELDS = [
  'support_areas_needed',
  'support_type_needed',
  'growth_challenges',
  'strategic_gaps',
  'product_improvement_needs',
  'market_access_barriers',
  'digital_capability_gaps',
  'regulatory_challenges',
] as const;

export const BUSINESS_DETAILS_FIELDS = [
  'business_name',
  'business_age',
  'team_size',
  'business_location',
  'funding_model',
  'sector',
  'product_service_description',
  'planned_offerings',
  'value_proposition',
  'market_positioning',
  'innovation',
  'customer_type',
  'customer_characteristics',
  'customer_problem',
  'sales_channels',
  'customer_acquisition',
  'online_presence',
  'offline_presence',
  'platform_usage',
  'primary_channel',
  'marketing_mix',
  'growth_objectives',
  'growth_stage',
  'team_expansion_plans',
  'digital_development_plans',
  'customer_growth_strategy',
] as const;

export const ONBOARDING_GROUPS = {
  personalInfo: PERSONAL_INFO_FIELDS,
  businessOwner: BUSINESS_OWNER_FIELDS,
  businessDetails: BUSINESS_DETAILS_FIELDS,
} as const;

export type OnboardingGroup = keyof typeof ONBOARDING_GROUPS;
export const GROUP_ORDER: readonly OnboardingGroup[] = [
  'personalInfo',
  'businessOwner',
  'businessDetails',
];

export type PersonalInfoField = (typeof PERSONAL_INFO_FIELDS)[number];
export type BusinessOwnerField = (typeof BUSINESS_OWNER_FIELDS)[number];
export type BusinessDetailsField = (typeof BUSINESS_DETAILS_FIELDS)[number];
export type OnboardingField = PersonalInfoField | BusinessOwnerField | BusinessDetailsField;

type Answers<K extends string> = Partial<Record<K, string | null>>;
export interface OnboardingData {
  personalInfo: Answers<PersonalInfoField>;
  businessOwner: Answers<BusinessOwnerField>;
  businessDetails: Answers<BusinessDetailsField>;
}

/** Every field in the order the chat asks them (the request states' order). */
export const FIELD_ORDER: readonly OnboardingField[] = GROUP_ORDER.flatMap(
  (group) => ONBOARDING_GROUPS[group] as readonly OnboardingField[],
);

const GROUP_OF = new Map<OnboardingField, OnboardingGroup>(
  GROUP_ORDER.flatMap((group) =>
    (ONBOARDING_GROUPS[group] as readonly OnboardingField[]).map(
      (field) => [field, group] as const,
    ),
  ),
);

export function groupOf(field: OnboardingField): OnboardingGroup {
  return GROUP_OF.get(field)!;
}

export function isOnboardingField(key: string): key is OnboardingField {
  return GROUP_OF.has(key as OnboardingField);
}

/**
 * Special-category answers (UK GDPR article 9 and its neighbours): optional, encrypted at rest,
 * never logged, never sent to an external model unless LLM_SEND_SENSITIVE=true.
 */
export const SENSITIVE_FIELDS: readonly OnboardingField[] = [
  'gender',
  'ethnicity',
  'religion',
  'accessibility',
];

export const isSensitiveField = (field: OnboardingField) => SENSITIVE_FIELDS.includes(field);

/** What a skipped question holds: not blank, so it counts as answered and is not asked again. */
export const SKIPPED = 'Skipped';

export function emptyOnboardingData(): OnboardingData {
  return { personalInfo: {}, businessOwner: {}, businessDetails: {} };
}

export function fieldValue(data: OnboardingData, field: OnboardingField): string | null {
  const value = (data[groupOf(field)] as Record<string, string | null | undefined>)[field];
  return typeof value === 'string' ? value : null;
}

export const isFilled = (value: unknown): boolean =>
  typeof value === 'string' && value.trim().length > 0;

/** A field the owner has answered or skipped. */
export const isAnswered = (data: OnboardingData, field: OnboardingField) =>
  isFilled(fieldValue(data, field));

/** A real answer (not a skip): what summaries and tags are built from. */
export function answerOf(data: OnboardingData, field: OnboardingField): string | null {
  const value = fieldValue(data, field);
  return isFilled(value) && value !== SKIPPED ? value!.trim() : null;
}

export interface Completion {
  personalInfo: number;
  businessOwner: number;
  businessDetails: number;
}

/** A group's completion: the rounded percentage of its fields that are not blank. */
export function groupCompletion(data: OnboardingData, group: OnboardingGroup): number {
  const fields = ONBOARDING_GROUPS[group];
  const answers = (data[group] ?? {}) as Record<string, unknown>;
  const filled = fields.filter((field) => isFilled(answers[field])).length;
  return Math.round((filled / fields.length) * 100);
}

export function completionOf(data: OnboardingData): Completion {
  return {
    personalInfo: groupCompletion(data, 'personalInfo'),
    businessOwner: groupCompletion(data, 'businessOwner'),
    businessDetails: groupCompletion(data, 'businessDetails'),
  };
}

/** Overall completion: the rounded average of the three groups. */
export function overallCompletion(completion: Completion): number {
  return Math.round(
    (completion.personalInfo + completion.businessOwner + completion.businessDetails) / 3,
  );
}

export const canContinue = (completion: Completion) =>
  overallCompletion(completion) >= PROFILE_COMPLETE_THRESHOLD;

/** Data is empty when every field is null or blank. */
export function isOnboardingDataEmpty(data: OnboardingData | null | undefined): boolean {
  if (!data) return true;
  return GROUP_ORDER.every((group) =>
    Object.values((data[group] ?? {}) as Record<string, unknown>).every((v) => !isFilled(v)),
  );
}

export type OnboardingRequestState = 'INITIAL' | 'PERSONAL' | 'BUSINESS_OWNER' | 'BUSINESS_DETAILS';

/** The state sent with each chat message (docs/product.md#onboarding-chat). */
export function requestStateFor(
  data: OnboardingData,
  initialCallMade: boolean,
): OnboardingRequestState {
  if (!initialCallMade || isOnboardingDataEmpty(data)) return 'INITIAL';
  const completion = completionOf(data);
  if (completion.personalInfo < 100) return 'PERSONAL';
  if (completion.businessOwner < 100) return 'BUSINESS_OWNER';
  return 'BUSINESS_DETAILS';
}

/** What each field means, as the form and the profile page label it. */
export const FIELD_LABELS: Record<OnboardingField, string> = {
  name: 'Your name',
  gender: 'Gender',
  age: 'Age',
  date_of_birth: 'Date of birth',
  ethnicity: 'Ethnicity',
  religion: 'Religion or belief',
  accessibility: 'Disability or accessibility needs',
  caring_responsibilities: 'Caring responsibilities',
  support_areas_needed: 'Areas where you want support',
  support_type_needed: 'The kind of support you prefer',
  growth_challenges: 'What holds growth back',
  strategic_gaps: 'Gaps in planning or strategy',
  product_improvement_needs: 'What your product or service needs next',
  market_access_barriers: 'Barriers to reaching new markets',
  digital_capability_gaps: 'Digital skills or tools you lack',
  regulatory_challenges: 'Regulation, tax or legal worries',
  business_name: 'Business name',
  business_age: 'How long you have been trading',
  team_size: 'Team size',
  business_location: 'Where the business is based',
  funding_model: 'How the business is funded',
  sector: 'Sector or industry',
  product_service_description: 'What you sell',
  planned_offerings: 'New products or services planned',
  value_proposition: 'Why customers choose you',
  market_positioning: 'Where you sit in the market',
  innovation: 'What is new or different about it',
  customer_type: 'Who your customers are (businesses, the public, the public sector)',
  customer_characteristics: 'Your typical customer',
  customer_problem: 'The problem you solve for them',
  sales_channels: 'Where you sell',
  customer_acquisition: 'How customers find you',
  online_presence: 'Online presence',
  offline_presence: 'Presence in person',
  platform_usage: 'Platforms and tools you use',
  primary_channel: 'Your main sales channel',
  marketing_mix: 'How you market the business',
  growth_objectives: 'Goals for the next year or two',
  growth_stage: 'Stage of the business',
  team_expansion_plans: 'Hiring plans',
  digital_development_plans: 'Digital plans',
  customer_growth_strategy: 'How you plan to win more customers',
};

/** The stage choices, as the chat offers them and the profile's stage tag reads them. */
export const GROWTH_STAGE_CHOICES = [
  { id: 'idea', label: 'Idea / side hustle' },
  { id: 'startup', label: 'Start-up' },
  { id: 'growth', label: 'Growth / scale-up' },
  { id: 'established', label: 'Established' },
] as const;

/** The onboarding form's three steps (docs/product.md#onboarding-form). */
export const ONBOARDING_FORM_STEPS = [
  { title: 'Personal Information', group: 'personalInfo' },
  { title: 'Workspace Setup', group: 'businessDetails' },
  { title: 'Final Steps', group: 'businessOwner' },
] as const satisfies readonly { title: string; group: OnboardingGroup }[];
