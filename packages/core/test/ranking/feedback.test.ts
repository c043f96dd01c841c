import { describe, expect, it } from 'vitest';
import {
  learnFeedbackWeights,
  readFeedbackWeights,
  reactionSignal,
} from '../../src/feed/ranking/feedback.ts';
import { scoreItem } from '../../src/feed/ranking/score.ts';
import { item, NOW, owner } from './fixtures.ts';

const none = { like: null, relevance: null, actionable: null, impact: null } as const;
const meetTheBuyer = {
  category: 'events',
  topics: ['procurement-tenders', 'networking-peer-support'],
  sectors: [],
  group: 'Supplier Development Programme',
  title: 'Meet the Buyer: public contracts in Fife',
};

describe('feedback weights', () => {
  it('a like, a dislike and the three ratings each count', () => {
    expect(reactionSignal({ ...none, like: 'LIKE' })).toBe(1);
    expect(reactionSignal({ ...none, like: 'DISLIKE', relevance: 'LOW' })).toBe(-1.5);
    expect(reactionSignal({ ...none, relevance: 'HIGH', actionable: 'HIGH', impact: 'LOW' })).toBe(
      0.5,
    );
    expect(reactionSignal(none)).toBe(0);
  });

  it('learns affinities for the category, topics, organisation and title words', () => {
    const weights = learnFeedbackWeights([
      { reaction: { ...none, like: 'DISLIKE' }, item: meetTheBuyer },
    ]);
    expect(weights.reactions).toBe(1);
    expect(weights.category['events']).toBeLessThan(0);
    expect(weights.topic['procurement-tenders']).toBeLessThan(0);
    expect(weights.organisation['supplier development programme']).toBeLessThan(0);
    expect(Object.keys(weights.word)).toEqual(expect.arrayContaining(['meet', 'buyer']));
    // What the owner liked pulls the other way, and saturates.
    const liked = learnFeedbackWeights(
      Array.from({ length: 10 }, () => ({
        reaction: { ...none, like: 'LIKE' as const },
        item: meetTheBuyer,
      })),
    );
    expect(liked.category['events']).toBeGreaterThan(0.99);
    expect(liked.category['events']).toBeLessThanOrEqual(1);
  });

  it('a cleared reaction teaches nothing, and a malformed stored value reads as none', () => {
    expect(learnFeedbackWeights([{ reaction: none, item: meetTheBuyer }]).reactions).toBe(0);
    expect(readFeedbackWeights({ nonsense: true }).reactions).toBe(0);
    expect(readFeedbackWeights(null).reactions).toBe(0);
  });

  it('a dislike pushes similar items down: same organisation, topics, words', () => {
    const disliked = learnFeedbackWeights([
      { reaction: { ...none, like: 'DISLIKE' }, item: meetTheBuyer },
    ]);
    const before = owner({ topicsNeeded: ['procurement-tenders'] });
    const after = owner({ topicsNeeded: ['procurement-tenders'], rankingWeights: disliked });
    const similar = item({
      category: 'events',
      group: 'Supplier Development Programme',
      title: 'Meet the Buyer: Tayside',
      topics: ['procurement-tenders'],
    });
    const unrelated = item({
      category: 'funding',
      title: 'Export grant',
      topics: ['export-international'],
    });
    const drop = (i: typeof similar) =>
      scoreItem(i, before, { now: NOW })!.score - scoreItem(i, after, { now: NOW })!.score;
    expect(drop(similar)).toBeGreaterThan(10);
    expect(drop(unrelated)).toBe(0);
    // And a like lifts them.
    const liked = owner({
      topicsNeeded: ['procurement-tenders'],
      rankingWeights: learnFeedbackWeights([
        { reaction: { ...none, like: 'LIKE' }, item: meetTheBuyer },
      ]),
    });
    expect(scoreItem(similar, liked, { now: NOW })!.score).toBeGreaterThan(
      scoreItem(similar, before, { now: NOW })!.score,
    );
    expect(scoreItem(similar, liked, { now: NOW })!.reasons).toContain('Like posts you liked');
  });

  it('the disliked item itself sinks below everything the owner has not disliked', () => {
    const who = owner();
    const good = item({
      topics: ['export-international'],
      stages: ['startup'],
      sectors: ['food-drink'],
    });
    const plain = item({ category: 'market-insights', title: 'Survey results' });
    const dislikedScore = scoreItem(good, who, {
      now: NOW,
      ownReaction: { ...none, like: 'DISLIKE' },
    })!.score;
    expect(dislikedScore).toBeLessThan(scoreItem(plain, who, { now: NOW })!.score);
    expect(dislikedScore).toBeGreaterThanOrEqual(1);
  });
});
