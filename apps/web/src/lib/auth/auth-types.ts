/**
 * The Session and users shapes, as the server's contract defines them. Types
 * only: `import type` is erased at build time, so zod stays out of the landing bundle.
 */
import type { MeResponse, SessionResponse, SessionUser } from '@thistle/shared/contracts/auth';

export type AuthUser = SessionUser;
export type Session = SessionResponse;
export type UserData = MeResponse;
