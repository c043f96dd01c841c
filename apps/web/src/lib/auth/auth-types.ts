/**
 * The spec's Session and users shapes (section 3), as the server's contract defines them. Types
 * only: `import type` is erased at build time, so zod stays out of the landing bundle.
 */
import type { MeResponse, SessionResponse, SessionUser } from '@thistle/shared/contracts/auth';

export type AuthUser = SessionUser;
export type Session = SessionResponse;
export type UserData = MeResponse;
