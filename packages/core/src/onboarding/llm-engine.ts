/**
 * The onboarding chat with a model (LLM_PROVIDER set): the model reads the owner's message for
 * any field it states and phrases the reply; Thistle still decides what is asked next, merges
 * without dropping anything, and checks the answer against a zod schema. Any failure, a
 * timeout or an answer that does not fit falls back to the offline engine for that turn.
 * Special-category answers never go to the model unless LLM_SEND_SENSITIVE=true.
 */
import { z } from 'zod';
import { withOfflineFallback } from '@thistle/language';
import {
  FIELD_LABELS,
  FIELD_ORDER,
  fieldValue,
  isAnswered,
  isSensitiveField,
  SKIPPED,
  type OnboardingData,
  type OnboardingField,
} from '@thistle/shared';
import type { LlmClient } from '../ai/llm-client.ts';
import type { Logger } from '../logger.ts';
import {
  mergeData,
  nextField,
  offlineTurn,
  type TurnInput,
  type TurnOutput,
} from './offline-engine.ts';
import { QUESTIONS } from './questions.ts';
import { isCorrection } from './understand/intents.ts';

export const ONBOARDING_SYSTEM_PROMPT = `You are the onboarding assistant of Thistle, a service that finds funding, events and advice for UK small-business owners. You talk with one owner at a time, in warm, plain UK English, one question at a time.
From the owner's latest message, extract every field it clearly states (never guess, never invent), and write a short reply that acknowledges what they said and then asks the question for the field named "ask next". Values: the owner's own words, tidied; dates of birth as YYYY-MM-DD; ages and team sizes as digits; customer_type as B2B, B2C and/or B2G with the words in brackets; growth_stage as one of "Idea / side hustle", "Start-up", "Growth / scale-up", "Established". If the owner says skip, pass or similar for the asked field, list it in "skipped". If they correct an earlier answer, include the corrected value. Answer with JSON only.`;

const updatesSchema = z.object({
  updates: z.array(z.object({ field: z.string(), value: z.string().max(2000) })).max(42),
  skipped: z.array(z.string()).max(42),
  reply: z.string().min(1).max(2000),
  asking: z.string().nullable(),
});

const JSON_SCHEMA = {
  name: 'onboarding_turn',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['updates', 'skipped', 'reply', 'asking'],
    properties: {
      updates: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['field', 'value'],
          properties: {
            field: { type: 'string', enum: [...FIELD_ORDER] },
            value: { type: 'string' },
          },
        },
      },
      skipped: { type: 'array', items: { type: 'string', enum: [...FIELD_ORDER] } },
      reply: { type: 'string' },
      asking: { type: ['string', 'null'] },
    },
  },
};

export interface LlmTurnOptions {
  llm: LlmClient;
  sendSensitive: boolean;
  logger: Logger;
  timeoutMs?: number;
  /** Strings never sent (the owner's email). */
  redact?: string[];
}

/** The answers as the model may see them: special-category ones only as "answered". */
function visibleAnswers(data: OnboardingData, sendSensitive: boolean) {
  const lines: string[] = [];
  for (const field of FIELD_ORDER) {
    const value = fieldValue(data, field);
    if (!value) continue;
    lines.push(
      `${field}: ${isSensitiveField(field) && !sendSensitive ? '(answered privately)' : value}`,
    );
  }
  return lines.join('\n') || '(nothing yet)';
}

async function askModel(input: TurnInput, options: LlmTurnOptions): Promise<TurnOutput> {
  const expectedNext = nextField(input.data);
  const history = `Fields, in the order asked:\n${FIELD_ORDER.map((f) => `- ${f}: ${FIELD_LABELS[f]}`).join('\n')}`;
  const user = [
    history,
    `Answers so far:\n${visibleAnswers(input.data, options.sendSensitive)}`,
    `The question just asked was about: ${input.asking ?? '(nothing yet: this is the first message)'}`,
    `Ask next (unless the message answers it; then ask the one after): ${expectedNext ?? '(nothing: thank them and tell them to press Continue)'}`,
    `Owner's message: ${input.message}`,
  ].join('\n\n');
  const raw = await options.llm.completeJson({
    system: ONBOARDING_SYSTEM_PROMPT,
    user,
    schema: JSON_SCHEMA,
    redact: options.redact,
    maxTokens: 800,
    temperature: 0.3,
  });
  const answer = updatesSchema.parse(raw);
  const correcting = isCorrection(input.message);
  const updates: Array<[OnboardingField, string]> = [];
  for (const { field, value } of answer.updates) {
    if (!FIELD_ORDER.includes(field as OnboardingField) || !value.trim()) continue;
    const key = field as OnboardingField;
    // The model may not quietly rewrite an earlier answer, nor touch a private one it cannot see.
    if (isAnswered(input.data, key) && key !== input.asking && !correcting) continue;
    if (isSensitiveField(key) && !options.sendSensitive) continue;
    updates.push([key, value.trim()]);
  }
  for (const field of answer.skipped) {
    if (field === input.asking) updates.push([field as OnboardingField, SKIPPED]);
  }
  const data = mergeData(input.data, updates);
  const next = nextField(data);
  // Thistle decides what comes next; the model's wording is kept only when it asks that.
  const message =
    answer.asking === next ? answer.reply : next ? `Thanks. ${QUESTIONS[next].ask}` : answer.reply;
  return {
    message,
    data,
    asking: next,
    quickReplies: next ? [...(QUESTIONS[next].quickReplies ?? []), 'Skip'] : [],
    filled: updates.map(([f]) => f),
    corrected: correcting ? updates.map(([f]) => f).filter((f) => isAnswered(input.data, f)) : [],
  };
}

/** One turn with the model, or offline when the turn is private or the model fails. */
export async function llmTurn(
  input: TurnInput,
  options: LlmTurnOptions,
): Promise<TurnOutput & { engine: 'llm' | 'offline' }> {
  if (input.asking && isSensitiveField(input.asking) && !options.sendSensitive) {
    return { ...offlineTurn(input), engine: 'offline' };
  }
  const result = await withOfflineFallback({
    attempt: () => askModel(input, options),
    offline: () => offlineTurn(input),
    timeoutMs: options.timeoutMs ?? 20_000,
    onFallback: (error) =>
      options.logger.warn(
        {
          reason: (error as { reason?: string }).reason ?? (error as Error).name,
          error: (error as Error).message.slice(0, 200),
        },
        'LLM onboarding turn failed; answered offline',
      ),
  });
  return { ...result.value, engine: result.source };
}

const summarySchema = z.object({ summary: z.string().min(80).max(5000) });

export const SUMMARY_SYSTEM_PROMPT = `You write the profile summary of a UK small-business owner for Thistle, a service that finds them funding, events and advice. Three or four short paragraphs in plain UK English, third person: who they are and the business, its customers and how it sells, where it stands and where it is going, and the help they want. Use the owner's own terms; do not invent facts; leave out anything not given. Answer with JSON: {"summary": "..."}`;

/** The summary by the model, or the offline one if the model fails. Private answers are left out. */
export async function llmSummary(
  data: OnboardingData,
  offline: () => string,
  options: LlmTurnOptions,
): Promise<{ summary: string; engine: 'llm' | 'offline' }> {
  const result = await withOfflineFallback({
    attempt: async () => {
      const raw = await options.llm.completeJson({
        system: SUMMARY_SYSTEM_PROMPT,
        user: `The owner's answers:\n${visibleAnswers(data, false)}`,
        schema: {
          name: 'profile_summary',
          schema: {
            type: 'object',
            additionalProperties: false,
            required: ['summary'],
            properties: { summary: { type: 'string' } },
          },
        },
        redact: options.redact,
        maxTokens: 900,
        temperature: 0.4,
      });
      return summarySchema.parse(raw).summary.trim();
    },
    offline,
    timeoutMs: options.timeoutMs ?? 30_000,
    onFallback: (error) =>
      options.logger.warn(
        { reason: (error as Error).name },
        'LLM profile summary failed; wrote it offline',
      ),
  });
  return { summary: result.value, engine: result.source };
}
