/**
 * Where an owner's onboarding lives: the answers on the users row (the special-category ones
 * sealed with DATA_KEY in sensitive_profile, the rest in profile), the completion and tags
 * beside them, and the chat (sealed, since it holds the same answers) in onboarding_chats.
 */
import { eq, sql } from 'drizzle-orm';
import { onboardingChats, users, type Db } from '@thistle/db';
import {
  completionOf,
  emptyOnboardingData,
  isOnboardingField,
  isSensitiveField,
  isTaxonomyId,
  notFound,
  type ChatMessage,
  type Completion,
  type OnboardingData,
  type OnboardingField,
  type OnboardingGroup,
} from '@thistle/shared';
import { sealJson, unsealJson } from '../security/sealed.ts';
import { deriveProfileTags, type ProfileTags } from './profile-tags.ts';

export interface OnboardingRecord {
  data: OnboardingData;
  messages: ChatMessage[];
  asking: OnboardingField | null;
  previouslyAsked: OnboardingField | null;
  failedAttempts: number;
  state: string;
  hasChat: boolean;
  firstName: string | null;
  lastName: string | null;
  tagOverrides: Partial<ProfileTags>;
}

type Sensitive = Partial<Record<OnboardingField, string | null>>;

/** The answers split into what may be stored plainly and what is sealed. */
function split(data: OnboardingData): { plain: OnboardingData; sensitive: Sensitive } {
  const plain = emptyOnboardingData();
  const sensitive: Sensitive = {};
  for (const group of Object.keys(plain) as OnboardingGroup[]) {
    for (const [field, value] of Object.entries(data[group] ?? {})) {
      if (!isOnboardingField(field)) continue;
      if (isSensitiveField(field)) sensitive[field] = value ?? null;
      else (plain[group] as Record<string, string | null>)[field] = value ?? null;
    }
  }
  return { plain, sensitive };
}

function join(plain: OnboardingData, sensitive: Sensitive): OnboardingData {
  const data: OnboardingData = {
    personalInfo: { ...(plain.personalInfo ?? {}) },
    businessOwner: { ...(plain.businessOwner ?? {}) },
    businessDetails: { ...(plain.businessDetails ?? {}) },
  };
  for (const [field, value] of Object.entries(sensitive)) {
    (data.personalInfo as Record<string, string | null | undefined>)[field] = value;
  }
  return data;
}

const asField = (value: string | null): OnboardingField | null =>
  value && isOnboardingField(value) ? value : null;

export async function loadOnboarding(
  db: Db,
  dataKey: Buffer,
  userId: string,
): Promise<OnboardingRecord> {
  const [row] = await db
    .select({
      profile: users.profile,
      sensitive: users.sensitiveProfile,
      firstName: users.firstName,
      lastName: users.lastName,
      tagOverrides: users.tagOverrides,
      sealedMessages: onboardingChats.sealedMessages,
      asking: onboardingChats.asking,
      previouslyAsked: onboardingChats.previouslyAsked,
      failedAttempts: onboardingChats.failedAttempts,
      state: onboardingChats.state,
      chatUser: onboardingChats.userId,
    })
    .from(users)
    .leftJoin(onboardingChats, eq(onboardingChats.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound('Your account no longer exists.');
  const sensitive = row.sensitive ? unsealJson<Sensitive>(dataKey, row.sensitive) : {};
  return {
    data: join(row.profile as OnboardingData, sensitive),
    messages: row.sealedMessages ? unsealJson<ChatMessage[]>(dataKey, row.sealedMessages) : [],
    asking: asField(row.asking),
    previouslyAsked: asField(row.previouslyAsked),
    failedAttempts: row.failedAttempts ?? 0,
    state: row.state ?? 'INITIAL',
    hasChat: row.chatUser !== null,
    firstName: row.firstName,
    lastName: row.lastName,
    tagOverrides: row.tagOverrides as Partial<ProfileTags>,
  };
}

/** The tags in use: the owner's own choice per facet, else what the answers suggest. */
export function effectiveTags(
  suggested: ProfileTags,
  overrides: Partial<ProfileTags>,
): ProfileTags {
  return {
    regions: overrides.regions ?? suggested.regions,
    stage: overrides.stage !== undefined ? overrides.stage : suggested.stage,
    sectors: overrides.sectors ?? suggested.sectors,
    topicsNeeded: overrides.topicsNeeded ?? suggested.topicsNeeded,
  };
}

export interface SavedAnswers {
  completion: Completion;
  tags: ProfileTags;
}

/** Writes the answers with their completion and tags; names are filled in if the account has none. */
export async function saveAnswers(
  db: Db,
  dataKey: Buffer,
  userId: string,
  data: OnboardingData,
  options: { now: Date; name?: string | null; overrides: Partial<ProfileTags> },
): Promise<SavedAnswers> {
  const { plain, sensitive } = split(data);
  const completion = completionOf(data);
  const tags = effectiveTags(deriveProfileTags(data, options.now), options.overrides);
  const [first, ...rest] = (options.name ?? '').trim().split(/\s+/).filter(Boolean);
  await db
    .update(users)
    .set({
      profile: plain,
      sensitiveProfile: Object.values(sensitive).some((v) => v)
        ? sealJson(dataKey, sensitive)
        : null,
      completion,
      regions: tags.regions,
      stage: tags.stage,
      sectors: tags.sectors,
      topicsNeeded: tags.topicsNeeded,
      updatedAt: options.now,
      ...(first ? { firstName: sql`coalesce(${users.firstName}, ${first})` } : {}),
      ...(rest.length ? { lastName: sql`coalesce(${users.lastName}, ${rest.join(' ')})` } : {}),
    })
    .where(eq(users.id, userId));
  return { completion, tags };
}

export async function saveChat(
  db: Db,
  dataKey: Buffer,
  userId: string,
  chat: {
    messages: ChatMessage[];
    state: string;
    asking: OnboardingField | null;
    previouslyAsked: OnboardingField | null;
    failedAttempts: number;
    now: Date;
  },
) {
  const values = {
    sealedMessages: sealJson(dataKey, chat.messages),
    state: chat.state,
    asking: chat.asking,
    previouslyAsked: chat.previouslyAsked,
    failedAttempts: chat.failedAttempts,
    updatedAt: chat.now,
  };
  await db
    .insert(onboardingChats)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: onboardingChats.userId, set: values });
}

/** Reset: the chat and every answer go; the account, its names and its summary stay. */
export async function clearOnboarding(db: Db, userId: string, now: Date) {
  await db.delete(onboardingChats).where(eq(onboardingChats.userId, userId));
  await db
    .update(users)
    .set({
      profile: {},
      sensitiveProfile: null,
      completion: { personalInfo: 0, businessOwner: 0, businessDetails: 0 },
      regions: [],
      stage: null,
      sectors: [],
      topicsNeeded: [],
      tagOverrides: {},
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

const FACET_TAXONOMY = { regions: 'region', sectors: 'sector', topicsNeeded: 'topic' } as const;

/** Checks hand-set tags against the taxonomy; returns a message for the first bad id. */
export function invalidTag(overrides: Partial<ProfileTags>): string | null {
  for (const facet of ['regions', 'sectors', 'topicsNeeded'] as const) {
    for (const id of overrides[facet] ?? []) {
      if (!isTaxonomyId(FACET_TAXONOMY[facet], id))
        return `"${id}" is not one of the ${facet === 'topicsNeeded' ? 'topics' : facet} Thistle knows.`;
    }
  }
  if (overrides.stage && !isTaxonomyId('stage', overrides.stage)) {
    return `"${overrides.stage}" is not one of the stages Thistle knows.`;
  }
  return null;
}
