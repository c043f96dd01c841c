import { z } from 'zod';

/** Every API error has this body, whatever the status (docs/architecture.md). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Thrown by domain code; the HTTP layer turns it into the error body with `status`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'invalid_request') =>
  new AppError(400, code, message);
export const unauthorized = (message = 'You need to sign in first.', code = 'unauthorized') =>
  new AppError(401, code, message);
export const forbidden = (message: string, code = 'forbidden') => new AppError(403, code, message);
export const notFound = (message = 'Not found.', code = 'not_found') =>
  new AppError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
