import { describe, expect, it } from 'vitest';
import {
  unsubscribeLinks,
  unsubscribeToken,
  verifyUnsubscribeToken,
} from '../../src/reports/unsubscribe.ts';

const secret = new TextEncoder().encode('a'.repeat(48));
const other = new TextEncoder().encode('b'.repeat(48));
const owner = '0f8b6a8e-2b4e-4c1e-9a55-3d1f7f0e2a10';

describe('unsubscribe tokens', () => {
  it('name their owner, and only under the secret that made them', () => {
    const token = unsubscribeToken(secret, owner);
    expect(verifyUnsubscribeToken(secret, token)).toBe(owner);
    expect(verifyUnsubscribeToken(other, token)).toBeNull();
  });

  it('cannot be moved to another owner or altered', () => {
    const token = unsubscribeToken(secret, owner);
    const [version, , mac] = token.split('.');
    expect(
      verifyUnsubscribeToken(secret, `${version}.1f8b6a8e-2b4e-4c1e-9a55-3d1f7f0e2a10.${mac}`),
    ).toBeNull();
    expect(verifyUnsubscribeToken(secret, `u2.${owner}.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `${token}x`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `${token}.more`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, '')).toBeNull();
  });

  it('ride in an https link and the RFC 8058 headers', () => {
    const links = unsubscribeLinks('https://thistle.example', 'support@thistle.scot', 'u1.a.b');
    expect(links.url).toBe('https://thistle.example/unsubscribe?token=u1.a.b');
    expect(links.headers).toEqual({
      'List-Unsubscribe':
        '<https://thistle.example/unsubscribe?token=u1.a.b>, <mailto:support@thistle.scot?subject=unsubscribe>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
