/**
 * Free-text fields spotted in longer messages (a pasted "about us", a funding application):
 * each field has cue phrases that mark a sentence as being about it ("we aim to…" is a growth
 * objective, "unlike…" a value proposition). The sentence is stored in the owner's own words.
 */
import type { OnboardingField } from '@thistle/shared';
import { tidyAnswer } from './words.ts';

type Cue = RegExp;

export const SENTENCE_CUES: Partial<Record<OnboardingField, Cue[]>> = {
  product_service_description: [
    /\b(?:we|i)\s+(?:make|makes|sell|sells|offer|offers|provide|provides|produce|produces|run|design|designs|create|creates|build|builds|deliver|delivers|grow|grows|brew|brews|bake|bakes|roast|roasts|distil|distils|craft|crafts|manufacture|manufactures|supply|supplies|specialise|specialize|import|rent|hire out|repair|restore|install|teach|train|host|organise|cook|serve|develop|publish|print|knit|weave|breed|rear|farm|catch|land|smoke|fish)\b/i,
    /\b(?:is|are)\s+an?\s+(?:[\w'-]+\s+){0,4}(?:business|company|firm|shop|bakery|cafe|café|restaurant|brewery|distillery|roastery|studio|agency|consultancy|practice|farm|social enterprise|charity|cic|start-?up|brand|label|workshop|service|platform|app|b&b|guest ?house|salon|gallery|nursery|gym|clinic|contractor|manufacturer|supplier|retailer|producer|maker|maker of|provider)\b/i,
    /\b(?:specialis|specializ)(?:e|es|ing) in\b/i,
  ],
  planned_offerings: [
    /\b(?:plan(?:ning)?|hop(?:e|ing)|intend(?:ing)?|going|looking|aim(?:ing)?)\s+to\s+(?:launch|open|introduce|add|start|roll out|bring out|offer|develop|release|expand (?:our|the) range)\b/i,
    /\b(?:new (?:range|product|products|line|service|services|menu|collection)|in the pipeline|coming soon|next (?:year|spring|summer|autumn|winter) we(?:'ll| will)|second (?:site|shop|location|branch|premises))\b/i,
  ],
  value_proposition: [
    /\b(?:what makes (?:us|me|it) (?:different|special|unique|stand out)|unlike (?:other|most|many)|the only\b|stands? out|customers (?:choose|come back to) us because|we pride ourselves|set(?:s)? us apart|our (?:point of difference|usp|unique selling)|better than|cheaper than|faster than)\b/i,
  ],
  market_positioning: [
    /\b(?:premium|luxury|high[- ]end|top end|affordable|budget|mid[- ]market|value for money|niche|specialist|boutique|artisan|craft|independent alternative|market leader|positioned)\b/i,
  ],
  innovation: [
    /\b(?:patent(?:ed|s)?|innovat(?:ive|ion)|first (?:of its kind|in (?:scotland|the uk|the world|the country))|new technology|prototype|r&d|research and development|proprietary|machine learning|artificial intelligence|\bai\b|world[- ]first|uk[- ]first|pioneer(?:ing)?)\b/i,
  ],
  customer_characteristics: [
    /\b(?:our (?:customers|clients|buyers|guests|visitors|audience|users) (?:are|tend to be|include|range from|mostly|come from)|typical (?:customer|client|buyer)|aimed at|popular with|(?:customers|clients) (?:are|tend to be) (?:mostly|mainly|usually))\b/i,
  ],
  customer_problem: [
    /\b(?:help(?:s|ing)? (?:people|businesses|families|customers|clients|firms|owners|them|you)|solv(?:e|es|ing)|save(?:s)? (?:them|you|people|customers|time|money)|struggl(?:e|es|ing) to find|hard to (?:find|get)|so (?:that|they|people) (?:can|don'?t)|takes? the (?:hassle|stress|pain)|problem)\b/i,
  ],
  growth_objectives: [
    /\b(?:(?:we|i)(?:'d| would)? (?:want|aim|hope|plan|intend|would like|'d like|like) to|our (?:goal|aim|ambition|target|plan) (?:is|for)|(?:over|in) the next (?:\w+ )?(?:year|years|months|12 months)|by (?:the end of )?20\d\d|ambitions?)\b/i,
  ],
  team_expansion_plans: [
    /\b(?:hire|hiring|recruit(?:ing)?|take on|taking on|employ (?:our|my|a|an|two|three|more)|first (?:employee|member of staff|hire)|grow (?:the|our) team|apprentice(?:s|ship)?|another (?:baker|chef|member of staff|person|pair of hands))\b/i,
  ],
  digital_development_plans: [
    /\b(?:new website|(?:build|launch|set up|redo|revamp|improve) (?:a |an |our |my )?(?:website|online shop|web ?shop|app|booking system)|online (?:shop|ordering|booking)|e-?commerce|digital marketing|automat(?:e|ion)|crm|social media (?:strategy|presence)|seo|go(?:ing)? online|sell online)\b/i,
  ],
  customer_growth_strategy: [
    /\b(?:reach (?:more|new)|new markets?|export(?:ing)?|expand(?:ing)? (?:into|to|across)|wholesale (?:to|accounts)|more (?:stockists|accounts|customers|clients)|win (?:more|new)|attract (?:more|new)|partnerships? with|grow (?:our )?(?:customer base|wholesale|sales)|accounts)\b/i,
  ],
  growth_challenges: [
    /\b(?:struggl(?:e|ing)|challenge|biggest (?:problem|issue|headache)|holding (?:us|me) back|hard(?:er)? to|difficult|can'?t (?:afford|find|keep up)|cash ?flow|lack of|not enough)\b/i,
  ],
  support_areas_needed: [
    /\b(?:(?:need|want|looking for|would like|could use|after) (?:some )?(?:help|support|advice|guidance) (?:with|on|around|for)|help with)\b/i,
    // "need funding and help hiring": the help named without "with".
    /\b(?:need|needs|needing|looking for|could use|seeking)\s+(?:some\s+|more\s+)?(?:funding|finance|investment|a loan|a grant|grants|mentoring|training)\b/i,
    /\bhelp (?:hiring|recruiting|exporting|marketing|selling|to (?:hire|recruit|find|grow|export|sell|market|raise))\b/i,
  ],
};

/** The first sentence that carries one of `field`'s cues, in the owner's words. */
export function sentenceFor(
  field: OnboardingField,
  sentences: string[],
  used: Set<string>,
): string | null {
  const cues = SENTENCE_CUES[field];
  if (!cues) return null;
  for (const sentence of sentences) {
    if (used.has(sentence) && field !== 'growth_objectives') continue;
    if (cues.some((cue) => cue.test(sentence))) return tidyAnswer(sentence);
  }
  return null;
}
