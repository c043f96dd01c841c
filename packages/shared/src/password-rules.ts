import { PASSWORD_MIN_LENGTH } from './constants.ts';

/**
 * The one statement of what a new password must be, used by the register and reset forms, the
 * request schema and the account domain. Plain TypeScript, so the browser can use it without zod.
 */
export const PASSWORD_MAX_LENGTH = 1024;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;

/** Why `password` cannot be a new password, or null when it can. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  return null;
}
