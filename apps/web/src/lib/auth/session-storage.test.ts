import { describe, expect, it } from 'vitest';
import { decodeAccessToken, safeReturnPath } from './session-storage';

describe('safeReturnPath: only a path on this site comes back from a redirect', () => {
  it.each([
    ['/dashboard/settings', '/dashboard/settings'],
    ['/dashboard?tab=1', '/dashboard?tab=1'],
    ['//evil.example/x', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example/', undefined],
    ['javascript:alert(1)', undefined],
    ['', undefined],
    [42, undefined],
    [null, undefined],
  ])('%j → %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});

describe('decodeAccessToken', () => {
  const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('reads exp and scope from a JWT payload (any padding)', () => {
    for (const extra of ['', 'a', 'ab', 'abc']) {
      const token = `${b64url({ alg: 'HS256' })}.${b64url({ exp: 1_900_000_000, scope: 'recovery', pad: extra })}.sig`;
      expect(decodeAccessToken(token)).toMatchObject({ exp: 1_900_000_000, scope: 'recovery' });
    }
  });

  it('answers null for anything that is not a JWT', () => {
    expect(decodeAccessToken('not-a-token')).toBeNull();
    expect(decodeAccessToken('a.%%%.c')).toBeNull();
  });
});
