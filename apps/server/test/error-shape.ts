import { expect } from 'vitest';

/** Below 500, and a 4xx carries { error: { code, message } } with a message a person can read. */
export function expectClientError(status: number, text: string, context: string) {
  expect(status, context).toBeLessThan(500);
  if (status >= 400) {
    const parsed = JSON.parse(text);
    expect(parsed, context).toEqual({
      error: { code: expect.any(String), message: expect.any(String) },
    });
    expect(parsed.error.message.length, context).toBeGreaterThan(0);
  }
}
