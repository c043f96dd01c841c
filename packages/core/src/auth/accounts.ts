/**
 * Accounts: registration with a verified email, password sign-in, rotating refresh tokens with
 * reuse detection, sign-out, password recovery by mailed link, password change and deletion,
 * one verb a file. The HTTP layer calls these; they never see a request.
 */
export type { SessionResponse as Session, SessionUser } from '@thistle/shared';
export type { AuthDeps, AuthenticatedUser } from './auth-deps.ts';
export { INVALID_CREDENTIALS, normaliseEmail, sessionUser } from './account-lookup.ts';
export { signUp, resendVerification } from './sign-up.ts';
export { verifyEmail } from './verify-email.ts';
export { signInWithPassword, signOut } from './sign-in.ts';
export { refreshSession } from './refresh-session.ts';
export { recoverPassword } from './recover-password.ts';
export { authenticateAccessToken } from './authenticate.ts';
export { updatePassword } from './update-password.ts';
export { deleteAccount } from './delete-account.ts';
