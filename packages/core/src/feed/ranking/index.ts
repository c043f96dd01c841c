export { rankNewItems, type RankSummary } from './rank-new-items.ts';
export { refreshOwnerFeed, NO_LONGER_FITS_SCORE, type RefreshSummary } from './refresh-owner.ts';
export { scoreItem, type Match, type ScoringContext } from './score.ts';
export { prepareItem, prepareOwner, type RankableItem, type RankableOwner } from './prepare.ts';
export { learnFeedbackWeights, readFeedbackWeights, type FeedbackWeights } from './feedback.ts';
