import { z } from 'zod';
import { WAITLIST_EMAIL_PATTERN } from '../constants.ts';

export const waitlistRequestSchema = z.object({
  email: z
    .string({ error: 'Please enter your email' })
    .trim()
    .min(1, 'Please enter your email')
    .max(254, 'Please enter a valid email address')
    .regex(WAITLIST_EMAIL_PATTERN, 'Please enter a valid email address'),
});
export type WaitlistRequest = z.infer<typeof waitlistRequestSchema>;

export const waitlistResponseSchema = z.object({ email: z.string() });
