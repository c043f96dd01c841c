import { z } from 'zod';

/** The spec's simple pattern (section 5): letters, digits, dot, underscore, hyphen; @; domain; dot; 2+ letters. */
export const WAITLIST_EMAIL_PATTERN = /^[a-zA-Z0-9._-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

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
