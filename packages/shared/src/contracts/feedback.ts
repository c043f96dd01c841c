import { z } from 'zod';
import { limitSchema } from './posts.ts';

/** POST /api/feedback: what an owner tells us from the Feedback page. */
export const feedbackRequestSchema = z.strictObject(
  {
    message: z
      .string({ error: 'Please write your feedback.' })
      .trim()
      .min(1, 'Please write your feedback.')
      .max(5000, 'Feedback must be at most 5,000 characters.')
      .refine((v) => !v.includes('\u0000'), 'Feedback contains a character that is not allowed.'),
    score: z
      .number({ error: 'score must be a whole number from 1 to 5' })
      .int('score must be a whole number from 1 to 5')
      .min(1, 'score must be a whole number from 1 to 5')
      .max(5, 'score must be a whole number from 1 to 5')
      .optional(),
  },
  { error: 'Send a message and, optionally, a score.' },
);
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

/** GET /api/operator/feedback (the operator's CLI only): newest first. */
export const FEEDBACK_LIST_DEFAULT = 50;
export const FEEDBACK_LIST_MAX = 1000;
export const feedbackListQuerySchema = z.object({
  limit: limitSchema(FEEDBACK_LIST_MAX, FEEDBACK_LIST_DEFAULT),
});
export const feedbackListResponseSchema = z.object({
  feedback: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      score: z.number().nullable(),
      email: z.string(),
      message: z.string(),
    }),
  ),
});
export type FeedbackListResponse = z.infer<typeof feedbackListResponseSchema>;
