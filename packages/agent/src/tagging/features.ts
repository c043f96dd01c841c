/**
 * What the tagger reads of an item, and the model's features of it. Training and tagging both
 * come through here, so the model always sees features computed as they were when it learnt.
 */

import { normalise } from '@thistle/language';

const STOP = new Set(
  'a an the and or of to in on for with by at from is are be as it its this that we our you your will can into their they has have was were which who all up any also more than about new'.split(
    ' ',
  ),
);

/** Unigrams (stop words dropped, numbers folded) and bigrams of the normalised text. */
export function features(normalised: string): string[] {
  const words = normalised
    .trim()
    .split(' ')
    .filter((w) => w.length > 0)
    .map((w) => (/^\d+$/.test(w) ? (w.length === 4 ? '#yyyy' : '#n') : w));
  const out: string[] = [];
  let prev: string | null = null;
  for (const w of words) {
    if (STOP.has(w)) {
      prev = null;
      continue;
    }
    out.push(w);
    if (prev !== null) out.push(`${prev}_${w}`);
    prev = w;
  }
  return out;
}

/** The text a tagger reads for one item: the title counts twice, it is the densest part. */
export function itemText(input: {
  title: string;
  body: string;
  organisation?: string | null;
}): string {
  return `${input.title}. ${input.title}. ${input.body} ${input.organisation ?? ''}`;
}

/**
 * What kind of body publishes the item ("council", "chamber", "university"), prefixed so it
 * never meets the same word in the text. (Link paths were tried too and dropped: the project's
 * own items have templated links, so the model learnt "/events/" rather than how events read.)
 */
function organisationFeatures(organisation: string | null | undefined): string[] {
  if (!organisation) return [];
  return normalise(organisation)
    .trim()
    .split(' ')
    .filter((w) => w.length >= 3)
    .map((w) => `o:${w}`);
}

/**
 * The title's words and pairs again, as `t:` features. Features are binary, so a title word is
 * otherwise no stronger than the same word deep in the body; but a title says what the item is
 * ("Webinar: …", "Apply now …", "Figures show …") where the body wanders. Rejected in ADR 0021
 * while the project's own templated titles dominated; chosen out of fold with 1,584 real-world
 * items (ADR 0030).
 */
function titleFeatures(title: string | undefined): string[] {
  if (!title) return [];
  return features(normalise(title)).map((f) => `t:${f}`);
}

/** Every feature the model reads of one item, each once. */
export function itemFeatures(
  input: { organisation?: string | null; title?: string },
  normalised: string,
): string[] {
  return [
    ...new Set([
      ...features(normalised),
      ...organisationFeatures(input.organisation),
      ...titleFeatures(input.title),
    ]),
  ];
}
