/**
 * The one normal form: texts and phrases meet on it, and a trained model's features were made with
 * it, so every kind of input must come out exactly as the Unicode-folding form did.
 */
import { describe, expect, it } from 'vitest';
import { normalise } from '../src/normalise.ts';

describe('normalise', () => {
  it.each([
    ['', '  '],
    ['   ', '  '],
    ['Hello, World!', ' hello world '],
    ['Café & Bar', ' cafe and bar '],
    ['Grants of £5,000 (50%)', ' grants of gbp 5 000 50% '],
    ['Mòd Ghallaibh — Caithness', ' mod ghallaibh caithness '],
    ['ﬁnance²', ' finance2 '],
    ['a\u00a0b\u2003c', ' a b c '],
    ['tabs\tand\nlines', ' tabs and lines '],
    ['control\u0001char', ' control char '],
    ['R&D', ' r and d '],
  ])('%j → %j', (text, expected) => {
    expect(normalise(text)).toBe(expected);
  });
});
