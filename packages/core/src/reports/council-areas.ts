/**
 * Which of Scotland's 32 council areas an owner's "where is the business" answer names: the
 * area itself or one of its towns, villages, islands or city neighbourhoods, from the one list in
 * @thistle/language. The Monday report uses it to pick the local Business Gateway office
 * (business-gateway-offices.json).
 *
 * The report's way of reading that list: a name that is also another place in the UK (Dalry,
 * Tollcross, Blackburn) is left out, since a wrong office is worse than the national one; a
 * name that is also a word, a person's name or a place abroad ("the shop up the brae", "Keith
 * said", Perth) counts only as written with its capital (`needsCapital`, shared with the
 * ranker's reading of the same answer). Names spanning several areas
 * (Lanarkshire, Ayrshire, Lothian, Tayside) are not in the list.
 */
import {
  COUNCIL_AREAS,
  needsCapital,
  normalise,
  PhraseMatcher,
  type CouncilPlace,
} from '@thistle/language';

/** The names the report reads for each area, by area id. */
export const COUNCIL_AREA_PLACES: Record<string, CouncilPlace[]> = Object.fromEntries(
  COUNCIL_AREAS.map((area) => [area.id, area.places.filter((p) => !p.also.includes('uk-place'))]),
);

/** The name as it must be written: its capitals kept, a leading "the" either way. */
function asWritten(name: string): RegExp {
  const pattern = name
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/^([a-z])/, (c) => `[${c}${c.toUpperCase()}]`)
    .replace(/ and /g, ' (?:and|&) ')
    .replace(/ /g, '\\s+');
  return new RegExp(`(?<!\\p{L})${pattern}(?!\\p{L})`, 'u');
}

interface PlaceEntry {
  area: string;
  words: number;
  also: CouncilPlace['also'];
  capitalised: RegExp;
}

const ENTRIES: PlaceEntry[] = [];
const PHRASES: string[] = [];
for (const [area, places] of Object.entries(COUNCIL_AREA_PLACES)) {
  for (const place of places) {
    const phrase = normalise(place.name).trim();
    PHRASES.push(phrase);
    ENTRIES.push({
      area,
      words: phrase.split(' ').length,
      also: place.also,
      capitalised: asWritten(place.name),
    });
  }
}
const MATCHER = new PhraseMatcher(PHRASES);

/**
 * The council area a place answer names, or null. With several (a town and the city it is near:
 * "Bearsden, just outside Glasgow"), the first named wins; at one position the longest name does
 * ("East Kilbride" over nothing, "South Queensferry" over "Queensferry").
 */
export function councilAreaOf(text: string | null | undefined): string | null {
  if (!text?.trim()) return null;
  const words = normalise(text).trim().split(' ');
  let best: { at: number; words: number; area: string } | null = null;
  for (const index of MATCHER.findWords(words)) {
    const entry = ENTRIES[index]!;
    if (needsCapital(entry.also, text) && !entry.capitalised.test(text)) continue;
    const first = PHRASES[index]!.split(' ');
    // findWords says whether a phrase occurs, not where: find its first position.
    const at = words.findIndex((_, i) => first.every((w, k) => words[i + k] === w));
    if (!best || at < best.at || (at === best.at && entry.words > best.words)) {
      best = { at, words: entry.words, area: entry.area };
    }
  }
  return best?.area ?? null;
}
