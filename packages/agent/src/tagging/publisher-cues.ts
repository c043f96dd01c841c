import { normalise, type Lexicon } from '@thistle/language';

/**
 * How publishers of business-support pages name sectors and topics, beyond the shared lexicons
 * of @thistle/language. These phrases live here, not there: the onboarding chat reads an owner's
 * own words with the shared lexicons and thresholds, and phrases that only a publisher writes
 * ("indie studios", "the meetings industry", "learn from each other") would add noise to it.
 * Found by reading the tagger's misses on the real-world train splits (docs/tagging.md).
 */
export const PUBLISHER_SECTOR_CUES: Lexicon = {
  'digital-tech': [
    ['data science', 0.7],
    ['data innovation', 0.75],
    ['data and ai', 0.75],
    ['technology festival', 0.8],
    ['tech festival', 0.8],
    ['tech founders', 0.85],
    ['tech start ups', 0.85],
    ['tech start up', 0.85],
    ['tech ecosystem', 0.8],
    ['digital technologies sector', 0.9],
    ['digital tech sector', 0.9],
    ['software engineers', 0.7],
  ],
  'creative-industries': [
    ['games developers', 0.9],
    ['game developers', 0.9],
    ['games studios', 0.9],
    ['game studios', 0.9],
    ['indie studios', 0.85],
    ['video games', 0.85],
    ['games industry', 0.9],
    ['music venues', 0.85],
    ['record labels', 0.85],
    ['creative businesses', 0.9],
    ['creative freelancers', 0.9],
    ['creative entrepreneurs', 0.9],
    ['advertising agencies', 0.7],
  ],
  'tourism-hospitality': [
    ['holiday lets', 0.85],
    ['holiday let', 0.85],
    ['meetings industry', 0.8],
    ['business events', 0.6],
    ['conference ambassador', 0.7],
    ['hoteliers', 0.85],
    ['bed and breakfast', 0.85],
    ['visitor attraction', 0.8],
    ['visitor attractions', 0.8],
    ['tourism awards', 0.9],
  ],
  'food-drink': [
    ['food and drink producers', 0.95],
    ['drinks producers', 0.9],
    ['food show', 0.8],
    ['fine food', 0.8],
    ['speciality food', 0.85],
    ['food hygiene', 0.8],
    ['food business', 0.85],
    ['food safety', 0.7],
    ['local produce', 0.7],
  ],
};

export const PUBLISHER_TOPIC_CUES: Lexicon = {
  'networking-peer-support': [
    ['networking evening', 0.9],
    ['networking lunch', 0.9],
    ['business club', 0.7],
    ['business network', 0.8],
    ['meet fellow', 0.8],
    ['share experiences', 0.7],
    ['learn from each other', 0.85],
    ['peer networks', 0.95],
  ],
  'marketing-sales': [
    ['marketing plan', 0.9],
    ['four ps', 0.8],
    ['promote your', 0.7],
    ['release campaigns', 0.7],
    ['trade show', 0.6],
  ],
  'legal-tax-regulation': [
    ['registration scheme', 0.7],
    ['premises licence', 0.9],
    ['planning permission', 0.6],
    ['national insurance', 0.8],
    ['statutory', 0.6],
    ['must register', 0.7],
    ['tax return', 0.85],
    ['employment law', 0.9],
    ['payslips', 0.7],
    ['auto enrolment', 0.8],
  ],
};

/** The shared lexicon with the publisher's phrases added; a phrase it already has is left as it is. */
export function withPublisherCues(shared: Lexicon, extra: Lexicon): Lexicon {
  const out: Lexicon = {};
  for (const [id, cues] of Object.entries(shared)) {
    const known = new Set(cues.map(([phrase]) => normalise(phrase)));
    const added = (extra[id] ?? []).filter(([phrase]) => !known.has(normalise(phrase)));
    out[id] = [...cues, ...added];
  }
  return out;
}
