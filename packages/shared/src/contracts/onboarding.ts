import { z } from 'zod';
import { ONBOARDING_GROUPS, type OnboardingData } from '../onboarding.ts';

/** Text the owner typed or the chat answered: bounded, no NUL (PostgreSQL cannot store it). */
const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max.toLocaleString('en-GB')} characters`)
    .refine((v) => !v.includes('\u0000'), `${label} contains a character that is not allowed`);

const answer = z.union([text(2000, 'An answer'), z.null()]).optional();
const group = <K extends readonly string[]>(fields: K) =>
  z
    .object(Object.fromEntries(fields.map((f) => [f, answer])) as Record<K[number], typeof answer>)
    .strip();

export const onboardingDataSchema = z.object({
  personalInfo: group(ONBOARDING_GROUPS.personalInfo).default({}),
  businessOwner: group(ONBOARDING_GROUPS.businessOwner).default({}),
  businessDetails: group(ONBOARDING_GROUPS.businessDetails).default({}),
}) satisfies z.ZodType<OnboardingData, unknown>;

/** A chat message; the assistant is 'assistant' in one reading of the product and 'ai' in another. */
export const chatMessageSchema = z.object({
  from: z.enum(['user', 'assistant', 'ai'], { error: 'from must be user, assistant or ai' }),
  text: text(20_000, 'A message'),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const onboardingStateSchema = z.enum(
  ['INITIAL', 'PERSONAL', 'BUSINESS_OWNER', 'BUSINESS_DETAILS'],
  {
    error: 'state must be INITIAL, PERSONAL, BUSINESS_OWNER or BUSINESS_DETAILS',
  },
);

const chatHistory = z.array(chatMessageSchema).max(500, 'The chat is too long to send at once');

/** POST /api/functions/onboarding: the spec's call 7. Any other key (a user id) is ignored. */
export const onboardingTurnRequestSchema = z.object({
  state: onboardingStateSchema,
  chat_history: chatHistory.default([]),
  existing_user_data: z.union([onboardingDataSchema, z.object({}).strip(), z.null()]).optional(),
  message: text(8000, 'Your message').refine((m) => m.trim().length > 0, 'Please type a message'),
});

export const tagsSchema = z.object({
  regions: z.array(z.string()),
  stage: z.string().nullable(),
  sectors: z.array(z.string()),
  topicsNeeded: z.array(z.string()),
});
export type ProfileTagsBody = z.infer<typeof tagsSchema>;

export const completionSchema = z.object({
  personalInfo: z.number(),
  businessOwner: z.number(),
  businessDetails: z.number(),
});

export const onboardingTurnResponseSchema = z.object({
  message: z.string(),
  allUserData: onboardingDataSchema,
  /** The field the reply asks about; null when nothing is left to ask. */
  asking: z.string().nullable(),
  /** Suggested answers to offer as chips. */
  quickReplies: z.array(z.string()),
});
export type OnboardingTurnResponse = z.infer<typeof onboardingTurnResponseSchema>;

/** POST /api/functions/ai-profile: the spec's call 8. */
export const aiProfileRequestSchema = z.object({
  chat_history: chatHistory.default([]),
  user_data: z.union([onboardingDataSchema, z.null()]).optional(),
  user_id: z.string().max(100).optional(),
  user_email: z.string().max(320).optional(),
});

export const aiProfileResponseSchema = z.object({
  success: z.boolean(),
  profile_summary: z.string(),
  message: z.string(),
});
export type AiProfileResponse = z.infer<typeof aiProfileResponseSchema>;

/** GET /api/onboarding: the server's copy, so the chat follows the owner to another device. */
export const onboardingSnapshotSchema = z.object({
  messages: z.array(chatMessageSchema),
  data: onboardingDataSchema,
  asking: z.string().nullable(),
  quickReplies: z.array(z.string()),
  completion: completionSchema,
  tags: tagsSchema,
  initialCallMade: z.boolean(),
});
export type OnboardingSnapshot = z.infer<typeof onboardingSnapshotSchema>;

/** PUT /api/onboarding/data: the form's answers, written as the chat writes them. */
export const onboardingDataRequestSchema = z.object({ data: onboardingDataSchema });

/** GET /api/profile: the profile's tags (as used, and as derived from the answers) and completion. */
export const profileResponseSchema = z.object({
  tags: tagsSchema,
  suggestedTags: tagsSchema,
  /** Facets the owner set by hand; the others follow the answers. */
  editedFacets: z.array(z.enum(['regions', 'stage', 'sectors', 'topicsNeeded'])),
  completion: completionSchema,
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

const idList = (label: string) =>
  z.array(z.string().max(60), { error: `${label} must be a list` }).max(20, `At most 20 ${label}`);

/** PUT /api/profile/tags: a facet given replaces the derived one; null returns it to the suggestion. */
export const profileTagsRequestSchema = z
  .object({
    regions: idList('regions').nullable().optional(),
    stage: z.string().max(30).nullable().optional(),
    sectors: idList('sectors').nullable().optional(),
    topicsNeeded: idList('topics').nullable().optional(),
  })
  .strict();
