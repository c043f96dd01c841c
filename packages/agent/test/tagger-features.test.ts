import { normalise } from '@thistle/language';
import { describe, expect, it } from 'vitest';
import { itemFeatures, itemText } from '../src/tagging/features.ts';

const featuresOf = (input: { title: string; body: string; organisation?: string }) =>
  itemFeatures(input, normalise(itemText(input)));

describe('itemFeatures', () => {
  const item = {
    title: 'Webinar: VAT for beginners',
    body: 'Applications are open for the growth grant.',
    organisation: 'Fife Council',
  };

  it('marks the title’s words and pairs apart from the same words in the body', () => {
    const features = featuresOf(item);
    expect(features).toEqual(expect.arrayContaining(['t:webinar', 't:vat', 't:webinar_vat']));
    expect(features).toEqual(expect.arrayContaining(['webinar', 'grant', 'growth_grant']));
    expect(features).not.toContain('t:grant');
  });

  it('reads a word that moves from the body to the title as a different feature', () => {
    const inTitle = featuresOf({ title: 'Growth grant open', body: 'Read the guide.' });
    const inBody = featuresOf({ title: 'Read the guide', body: 'Growth grant open.' });
    expect(inTitle).toContain('t:grant');
    expect(inBody).not.toContain('t:grant');
  });

  it('keeps the publisher’s words as o: features and lists each feature once', () => {
    const features = featuresOf(item);
    expect(features).toEqual(expect.arrayContaining(['o:fife', 'o:council']));
    expect(new Set(features).size).toBe(features.length);
  });
});
