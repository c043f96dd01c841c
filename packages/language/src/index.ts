/**
 * @thistle/language: reading UK business-support text without a network. The agent's tagger and
 * the onboarding chat (docs/product.md#onboarding-chat) both build on it, so it may import
 * @thistle/shared and nothing else of ours.
 */
export { normalise } from './normalise.ts';
export { PhraseMatcher } from './phrase-matcher.ts';
export {
  cityOf,
  COUNCIL_AREAS,
  COUNCIL_PLACES,
  needsCapital,
  type AlsoMeans,
  type CouncilArea,
  type CouncilPlace,
  type CouncilPlaceKind,
} from './council-areas.ts';
export { GAZETTEER, isScottishSubregion, matchRegions, type GazetteerEntry } from './gazetteer.ts';
export {
  CATEGORY_CUES,
  compileLexicon,
  scoreLexicon,
  unshielded,
  SECTOR_CUES,
  STAGE_CUES,
  TOPIC_CUES,
  type CompiledLexicon,
  type Lexicon,
} from './lexicons.ts';
export {
  AttemptTimeoutError,
  withOfflineFallback,
  type OfflineFallbackOptions,
  type OfflineFallbackResult,
} from './offline-fallback.ts';
export { findPlaces, type PlaceKind, type PlaceMention } from './places.ts';
