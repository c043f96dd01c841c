/**
 * The onboarding verbs the HTTP routes call: a chat turn (the spec's call 7), the profile
 * summary (call 8), the server's copy of the chat, reset, the form's answers, and the profile's
 * tags. Always for the signed-in owner: the user comes from the token, never from a request body.
 */
import { eq } from 'drizzle-orm';
import { users, type Db } from '@thistle/db';
import {
  AppError,
  answerOf,
  completionOf,
  FIELD_ORDER,
  fieldValue,
  groupOf,
  isFilled,
  requestStateFor,
  type ChatMessage,
  type OnboardingData,
  type OnboardingField,
  type OnboardingSnapshot,
  type ProfileResponse,
} from '@thistle/shared';
import type { LlmClient } from '../ai/llm-client.ts';
import type { Logger } from '../logger.ts';
import { llmSummary, llmTurn } from './llm-engine.ts';
import { mergeData, offlineTurn } from './offline-engine.ts';
import { deriveProfileTags, type ProfileTags } from './profile-tags.ts';
import { QUESTIONS } from './questions.ts';
import {
  clearOnboarding,
  effectiveTags,
  invalidTag,
  loadOnboarding,
  saveAnswers,
  saveChat,
} from './store.ts';
import { nameFromEmail, offlineSummary } from './summary.ts';

export interface OnboardingDeps {
  db: Db;
  dataKey: Buffer;
  llm: LlmClient | null;
  sendSensitive: boolean;
  logger: Logger;
  now?: () => Date;
  /** Told when an owner's answers or tags changed (the feed re-ranks, open tabs refresh). */
  onProfileChanged?: (userId: string) => Promise<void>;
}

const MAX_STORED_MESSAGES = 400;

/** Values the owner's browser holds that the server lacks are kept; the server's are never dropped. */
function withClientValues(
  server: OnboardingData,
  client: OnboardingData | null | undefined,
): OnboardingData {
  if (!client) return server;
  const missing: Array<[OnboardingField, string]> = [];
  for (const field of FIELD_ORDER) {
    const theirs = (
      client[groupOf(field)] as Record<string, string | null | undefined> | undefined
    )?.[field];
    if (isFilled(theirs) && !isFilled(fieldValue(server, field))) missing.push([field, theirs!]);
  }
  return missing.length ? mergeData(server, missing) : server;
}

const asChat = (messages: ChatMessage[]) => messages.slice(-MAX_STORED_MESSAGES);

export async function onboardingTurn(
  deps: OnboardingDeps,
  userId: string,
  request: {
    chat_history: ChatMessage[];
    existing_user_data?: OnboardingData | Record<string, never> | null;
    message: string;
  },
  context: { email: string },
) {
  const now = deps.now?.() ?? new Date();
  const record = await loadOnboarding(deps.db, deps.dataKey, userId);
  const data = withClientValues(record.data, request.existing_user_data as OnboardingData | null);
  const input = {
    data,
    message: request.message.trim(),
    asking: record.asking,
    previouslyAsked: record.previouslyAsked,
    failedAttempts: record.failedAttempts,
    turn: request.chat_history.length,
    now,
  };
  const out = deps.llm
    ? await llmTurn(input, {
        llm: deps.llm,
        sendSensitive: deps.sendSensitive,
        logger: deps.logger,
        redact: [context.email],
      })
    : offlineTurn(input);
  const unanswered =
    out.asking !== null && out.asking === record.asking && !out.filled.includes(out.asking);
  const saved = await saveAnswers(deps.db, deps.dataKey, userId, out.data, {
    now,
    name: answerOf(out.data, 'name'),
    overrides: record.tagOverrides,
  });
  await saveChat(deps.db, deps.dataKey, userId, {
    messages: asChat([
      ...request.chat_history,
      { from: 'user', text: request.message },
      { from: 'assistant', text: out.message },
    ]),
    state: requestStateFor(out.data, true),
    asking: out.asking,
    previouslyAsked: out.asking !== record.asking ? record.asking : record.previouslyAsked,
    failedAttempts: unanswered ? record.failedAttempts + 1 : 0,
    now,
  });
  if (out.filled.length) await deps.onProfileChanged?.(userId);
  return {
    message: out.message,
    allUserData: out.data,
    asking: out.asking,
    quickReplies: out.quickReplies,
    completion: saved.completion,
  };
}

/** The server's copy of the chat, the answers and where the conversation is. */
export async function onboardingSnapshot(
  deps: OnboardingDeps,
  userId: string,
): Promise<OnboardingSnapshot> {
  const record = await loadOnboarding(deps.db, deps.dataKey, userId);
  const suggested = deriveProfileTags(record.data, deps.now?.() ?? new Date());
  return {
    messages: record.messages,
    data: record.data,
    asking: record.asking,
    quickReplies: record.asking ? [...(QUESTIONS[record.asking].quickReplies ?? []), 'Skip'] : [],
    completion: completionOf(record.data),
    tags: effectiveTags(suggested, record.tagOverrides),
    initialCallMade: record.hasChat,
  };
}

export async function resetOnboarding(deps: OnboardingDeps, userId: string) {
  await clearOnboarding(deps.db, userId, deps.now?.() ?? new Date());
  await deps.onProfileChanged?.(userId);
}

/** The form's answers: the same data and completion as the chat writes. */
export async function saveOnboardingForm(
  deps: OnboardingDeps,
  userId: string,
  data: OnboardingData,
) {
  const now = deps.now?.() ?? new Date();
  const record = await loadOnboarding(deps.db, deps.dataKey, userId);
  // The form shows every field, so a field the owner emptied there is emptied.
  const next: OnboardingData = {
    personalInfo: { ...data.personalInfo },
    businessOwner: { ...data.businessOwner },
    businessDetails: { ...data.businessDetails },
  };
  await saveAnswers(deps.db, deps.dataKey, userId, next, {
    now,
    name: answerOf(next, 'name'),
    overrides: record.tagOverrides,
  });
  await deps.onProfileChanged?.(userId);
  return onboardingSnapshot(deps, userId);
}

/** The spec's call 8: the summary, saved to the owner's record. */
export async function generateProfileSummary(
  deps: OnboardingDeps,
  userId: string,
  request: { user_data?: OnboardingData | null; user_id?: string },
  context: { email: string },
) {
  if (request.user_id && request.user_id !== userId) {
    throw new AppError(403, 'forbidden', 'You can only generate your own profile summary.');
  }
  const now = deps.now?.() ?? new Date();
  const record = await loadOnboarding(deps.db, deps.dataKey, userId);
  const data = withClientValues(record.data, request.user_data);
  const tags = effectiveTags(deriveProfileTags(data, now), record.tagOverrides);
  const fallbackName =
    [record.firstName, record.lastName].filter(Boolean).join(' ') || nameFromEmail(context.email);
  const offline = () => offlineSummary(data, tags, fallbackName);
  const { summary } = deps.llm
    ? await llmSummary(data, offline, {
        llm: deps.llm,
        sendSensitive: false,
        logger: deps.logger,
        redact: [context.email],
      })
    : { summary: offline() };
  if (data !== record.data) {
    await saveAnswers(deps.db, deps.dataKey, userId, data, {
      now,
      name: answerOf(data, 'name'),
      overrides: record.tagOverrides,
    });
  }
  await deps.db.update(users).set({ summary, updatedAt: now }).where(eq(users.id, userId));
  await deps.onProfileChanged?.(userId);
  return { success: true, profile_summary: summary, message: 'Your profile summary is ready.' };
}

export async function getProfile(deps: OnboardingDeps, userId: string): Promise<ProfileResponse> {
  const record = await loadOnboarding(deps.db, deps.dataKey, userId);
  const suggested = deriveProfileTags(record.data, deps.now?.() ?? new Date());
  return {
    tags: effectiveTags(suggested, record.tagOverrides),
    suggestedTags: suggested,
    editedFacets: (Object.keys(record.tagOverrides) as Array<keyof ProfileTags>).filter(
      (f) => record.tagOverrides[f] !== undefined,
    ),
    completion: completionOf(record.data),
  };
}

/** The owner's own tags, facet by facet; null hands a facet back to the answers. */
export async function setProfileTags(
  deps: OnboardingDeps,
  userId: string,
  patch: Partial<Record<keyof ProfileTags, string[] | string | null>>,
): Promise<ProfileResponse> {
  const record = await loadOnboarding(deps.db, deps.dataKey, userId);
  const overrides: Partial<ProfileTags> = { ...record.tagOverrides };
  for (const [facet, value] of Object.entries(patch) as Array<[keyof ProfileTags, unknown]>) {
    if (value === undefined) continue;
    if (value === null) delete overrides[facet];
    else
      (overrides as Record<string, unknown>)[facet] = Array.isArray(value)
        ? [...new Set(value)]
        : value;
  }
  const problem = invalidTag(overrides);
  if (problem) throw new AppError(400, 'invalid_tag', problem);
  const now = deps.now?.() ?? new Date();
  await deps.db
    .update(users)
    .set({ tagOverrides: overrides, updatedAt: now })
    .where(eq(users.id, userId));
  await saveAnswers(deps.db, deps.dataKey, userId, record.data, { now, overrides });
  await deps.onProfileChanged?.(userId);
  return getProfile(deps, userId);
}
