/**
 * A post's reasons in words (docs/product.md#ranking): short phrases the card joins with " · ",
 * the most telling first ("For start-ups in Fife · Help with exporting · Closes in 9 days").
 */
import { taxonomyLabel } from '@thistle/shared';
import type { PlaceFit } from './eligibility.ts';

const STAGE_NOUN: Record<string, string> = {
  idea: 'people starting out',
  startup: 'start-ups',
  growth: 'growing firms',
  established: 'established firms',
};

const SECTOR_WORDS: Record<string, string> = {
  'agriculture-rural': 'farming and rural',
  'food-drink': 'food and drink',
  'manufacturing-engineering': 'manufacturing',
  'construction-property': 'construction',
  'retail-ecommerce': 'retail',
  'tourism-hospitality': 'tourism and hospitality',
  'creative-industries': 'creative',
  'digital-tech': 'tech',
  'life-sciences-health': 'health and care',
  'energy-net-zero': 'energy',
  'marine-fishing': 'fishing and marine',
  'financial-professional': 'professional services',
  'education-training': 'education and training',
  'transport-logistics': 'transport',
  'textiles-fashion': 'textiles and fashion',
};

export const TOPIC_REASON: Record<string, string> = {
  grants: 'Grant funding',
  'loans-finance': 'Help with finance',
  'equity-investment': 'Help raising investment',
  'innovation-rd': 'Support for R&D',
  'export-international': 'Help with exporting',
  'net-zero-sustainability': 'Help with net zero',
  'digital-adoption': 'Help going digital',
  'skills-training': 'Skills and training',
  'recruitment-employment': 'Help with hiring',
  'marketing-sales': 'Help with marketing and sales',
  'leadership-management': 'Leadership and management',
  'legal-tax-regulation': 'Tax, legal and regulation',
  'premises-property': 'Help with premises',
  'networking-peer-support': 'Meet other owners',
  'procurement-tenders': 'Help winning contracts',
  'starting-up': 'Help starting up',
  'inclusion-diversity': 'For under-represented founders',
};

const regionName = (id: string) =>
  taxonomyLabel('region', id)
    .replace(/ \(all\)$/, '')
    .replace(/ \(.*\)$/, '');

/** " in Fife", " in Scotland", " across the UK": where the item is for. */
function where(place: PlaceFit): string {
  switch (place.kind) {
    case 'area':
      return ` in ${place.area.label}`;
    case 'region':
    case 'within':
      return ` in ${regionName(place.region)}`;
    case 'nation':
      return ` across ${regionName(place.region)}`;
    case 'uk':
      return ' across the UK';
    case 'anywhere':
      return '';
  }
}

/**
 * Who the item is for, as far as it narrows its audience to the owner: "For food and drink
 * start-ups in Glasgow", "For start-ups in Fife", "For businesses in Scotland".
 */
export function audienceReason(
  place: PlaceFit,
  stage: string | null,
  sector: string | null,
): string {
  const stageNoun = stage ? STAGE_NOUN[stage] : undefined;
  let who: string;
  if (sector === 'social-enterprise') {
    who = stage === 'startup' ? 'new social enterprises' : 'social enterprises';
  } else if (sector && SECTOR_WORDS[sector]) {
    who = `${SECTOR_WORDS[sector]} ${stageNoun && stage !== 'idea' ? stageNoun : 'firms'}`;
  } else {
    who = stageNoun ?? 'businesses';
  }
  if (place.kind === 'anywhere') return `Open to ${who} anywhere`;
  // A nation-wide item aimed at nobody in particular is simply open to the owner.
  if (!stage && !sector && (place.kind === 'nation' || place.kind === 'uk')) {
    return `Open to ${who}${where(place)}`;
  }
  return `For ${who}${where(place)}`;
}

const dayWord = (days: number) => (days === 1 ? '1 day' : `${days} days`);

export function deadlineReason(daysLeft: number): string {
  if (daysLeft < 1) return 'Closes today';
  if (daysLeft < 2) return 'Closes tomorrow';
  return `Closes in ${dayWord(Math.floor(daysLeft))}`;
}

export function eventReason(daysAway: number): string {
  if (daysAway < 1) return 'Takes place today';
  if (daysAway < 2) return 'Takes place tomorrow';
  return `Takes place in ${dayWord(Math.floor(daysAway))}`;
}

/** "Mentions apprentices", "Mentions shellfish and licences": the owner's own words. */
export function wordsReason(forms: string[]): string {
  return `Mentions ${forms.slice(0, 2).join(' and ')}`;
}

export const NEW_THIS_WEEK = 'New this week';
export const LIKE_YOUR_LIKES = 'Like posts you liked';
export const NO_LONGER_FITS = 'No longer matches your profile';
