import { normalise } from '@thistle/language';

/**
 * Where a word sits changes what it says: a sector or a place in the sentence that says who may
 * apply is the item's; the same word in a case study or a list of examples is not.
 */
export interface Sentence {
  raw: string;
  norm: string;
}

/** Sentences of a text, split after . ! ? ; (and line breaks) that are followed by a space. */
export function sentencesOf(text: string): Sentence[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .filter((raw) => raw.trim().length > 0)
    .map((raw) => ({ raw, norm: normalise(raw) }));
}

/** Whether a normalised text (spaces at both ends) holds any of the normalised phrases. */
export function hasAnyPhrase(norm: string, phrases: string[]): boolean {
  return phrases.some((p) => norm.includes(p));
}
