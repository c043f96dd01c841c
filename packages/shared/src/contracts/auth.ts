import { z } from 'zod';
import { newPasswordProblem } from '../password-rules.ts';

/**
 * Deliberately loose (plus-addressing, any domain): the mailed link is the real check. Control
 * characters are refused (PostgreSQL cannot store NUL in text).
 */
export const ACCOUNT_EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

/** PostgreSQL text cannot hold NUL: refuse it at the edge with a message, not a 500. */
const noNul = (v: string) => !v.includes('\u0000');

export const accountEmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email address')
  .regex(ACCOUNT_EMAIL_PATTERN, 'Please enter a valid email address');

export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .superRefine((password, context) => {
    const problem = newPasswordProblem(password);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const signupRequestSchema = z.object({
  email: accountEmailSchema,
  password: newPasswordSchema,
});

export const messageResponseSchema = z.object({ message: z.string() });

export const verifyRequestSchema = z.object({
  token: z
    .string({ error: 'The verification token is missing' })
    .trim()
    .min(1, 'The verification token is missing')
    .max(200, 'The verification token is not valid'),
});
export const verifyResponseSchema = z.object({ verified: z.literal(true), message: z.string() });

export const emailRequestSchema = z.object({ email: accountEmailSchema });

export const grantTypeSchema = z.enum(['password', 'refresh_token'], {
  error: 'grant_type must be password or refresh_token',
});

/**
 * POST /api/auth/token: grant_type in the query (as the web app's auth client sends it) or the body.
 * The fields each grant needs are checked by the handler, with the wording of docs/product.md#login.
 */
export const tokenQuerySchema = z.object({ grant_type: grantTypeSchema.optional() });
export const tokenRequestSchema = z.object({
  grant_type: grantTypeSchema.optional(),
  email: z
    .string({ error: 'Email and password are required' })
    .max(254, 'Invalid email or password')
    .refine(noNul, 'Invalid email or password')
    .optional(),
  password: z
    .string({ error: 'Email and password are required' })
    .max(1024, 'Invalid email or password')
    .optional(),
  refresh_token: z
    .string({ error: 'refresh_token must be a string' })
    .max(200, 'Invalid refresh token')
    .optional(),
});

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  identities: z.array(z.object({ provider: z.literal('email'), email: z.string() })),
  factors: z.array(z.object({ factor_type: z.string(), status: z.string() })),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The Session (docs/product.md#sessions-in-the-browser). */
export const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  expires_at: z.number().int(),
  token_type: z.literal('bearer'),
  user: sessionUserSchema,
});
export type SessionResponse = z.infer<typeof sessionSchema>;

export const updateUserRequestSchema = z.object({ password: newPasswordSchema });
export const userResponseSchema = z.object({ user: sessionUserSchema });

/** The users record: names and profile summary. */
export const meResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  summary: z.string().nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

const nameField = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .refine(noNul, `${label} contains a character that is not allowed`)
    .nullable()
    .optional();

export const mePatchSchema = z
  .object({
    first_name: nameField('First name'),
    last_name: nameField('Last name'),
    summary: z
      .string({ error: 'Summary must be text' })
      .max(20_000, 'Summary must be at most 20,000 characters')
      .refine(noNul, 'Summary contains a character that is not allowed')
      .nullable()
      .optional(),
  })
  .strict();
