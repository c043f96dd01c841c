import { describe, expect, it } from 'vitest';
import { EMPTY_EMAIL, INVALID_EMAIL, validateWaitlistEmail } from './use-waitlist';

describe('waitlist email validation (docs/product.md#waitlist)', () => {
  it('asks for an email when the field is empty or blank', () => {
    expect(validateWaitlistEmail('')).toBe(EMPTY_EMAIL);
    expect(validateWaitlistEmail('   ')).toBe(EMPTY_EMAIL);
    expect(EMPTY_EMAIL).toBe('Please enter your email');
  });

  it.each([
    'owner',
    'owner@',
    'owner@shop',
    'owner@shop.c',
    'own er@shop.scot',
    'o+wner@shop.scot',
  ])('rejects %s', (email) => {
    expect(validateWaitlistEmail(email)).toBe(INVALID_EMAIL);
    expect(INVALID_EMAIL).toBe('Please enter a valid email address');
  });

  it.each(['owner@shop.scot', 'mhairi.mac-donald_1@highland-crafts.co.uk', '  Owner@Shop.SCOT  '])(
    'accepts %s',
    (email) => {
      expect(validateWaitlistEmail(email)).toBeNull();
    },
  );
});
