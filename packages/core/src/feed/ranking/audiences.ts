/**
 * Offers kept for a group of people or organisations that no tag carries: women founders, young
 * people, ethnic-minority or disabled founders, island businesses, people out of work,
 * researchers and universities, charities and community groups. The item says so in its words
 * ("We are looking for 12 women", "If you are a young person", "only the lead research
 * organisation can submit"); the owner's answers say whether they belong.
 *
 * An owner whose answers say they are outside the group (a man, a founder of 45, a firm on the
 * mainland) cannot take the offer: it is left out. An owner who has not said (the answer is
 * missing, skipped or out of the ranker's reach) keeps it, ranked low: leaving a woman's fund out
 * of a woman's feed because she skipped a question would be worse than showing it late.
 */
import { answerOf, type OnboardingData } from '@thistle/shared';

export type Audience =
  | 'women'
  | 'young'
  | 'ethnic-minority'
  | 'disabled'
  | 'islands'
  | 'out-of-work'
  | 'researchers'
  | 'charities'
  | 'companies'
  | 'industrial-sites'
  | 'mapped-area';

/**
 * Phrases that put the group in the applicant's place: "women founders", "for young people",
 * "only the lead research organisation". A word alone ("women", "island") is not enough: an item
 * may mention them without being kept for them.
 */
const CUES: Record<Audience, RegExp> = {
  women:
    /\b(?:women|woman|female)[- ](?:founders?|entrepreneurs?|innovators?|in (?:innovation|business|enterprise|tech)|led|owned|business owners?)\b|\b(?:for|looking for|supports?|backs?) (?:\d+ |ambitious |aspiring )*women\b/i,
  young:
    /\b(?:young (?:people|person|entrepreneurs?|founders?|business ?people)|youth (?:enterprise|business|entrepreneurs?))\b/i,
  'ethnic-minority':
    /\b(?:ethnic minorit(?:y|ies)|minority ethnic|bame|black[- ](?:owned|led|founders?|entrepreneurs?))\b/i,
  disabled:
    /\b(?:disabled (?:people|founders?|entrepreneurs?|business owners?)|(?:founders?|entrepreneurs?|people) with (?:a )?disabilit(?:y|ies)|long-term health conditions?)\b/i,
  islands:
    /\b(?:islands? business(?:es)?|island communities|businesses (?:based )?on (?:the |an )?islands?)\b/i,
  'out-of-work':
    /\b(?:struggling to find work|out of work|unemployed|not in (?:education, )?(?:employment|work)|jobseekers?)\b/i,
  researchers:
    /\b(?:(?:lead |eligible )?research organisations?(?: can| must| may| only)|only (?:the )?(?:lead )?research organisations?|universities and research (?:institutes|organisations)|higher education institutions? (?:can|may|must)|research councils?'? (?:responsive mode|invited)|invited to submit a full(?:-stage)? application)\b/i,
  // "Charities can now apply" widens a scheme; only "only charities" or "must be a charity" narrows it.
  charities:
    /\b(?:must be a (?:registered )?(?:charity|community group|social enterprise)|(?:only|exclusively) (?:for |open to )?(?:registered )?(?:charities|community groups|voluntary organisations|third sector organisations)|(?:charities|community groups|voluntary organisations|third sector organisations)(?: and [a-z ]{0,30})? only|not open to (?:private )?businesses)\b/i,
  companies:
    /\b(?:not open to sole traders|sole traders (?:are not|aren't|cannot|can't|are ineligible)|must be a (?:registered |limited )*(?:company|companies)|limited companies only)\b/i,
  'industrial-sites':
    /\b(?:industrial energy users|operat(?:e|es|ing) an? (?:eligible )?industrial sites?|industrial sites? (?:only|must))\b/i,
  // A patch smaller than any council area (drawn on a map, a business improvement district):
  // no answer places an owner in it.
  'mapped-area':
    /\b(?:(?:inside|within) the (?:area|boundary) (?:shown|marked|outlined)|on the eligibility map|within the (?:designated|defined) (?:area|zone|boundary)|BID (?:members|levy ?payers)|members of (?:the |a )?[\w ]{0,30}business improvement district)\b/i,
};

/**
 * A word every cue above holds: most items hold none, and one scan of them is cheaper than
 * every cue (a refresh prepares a whole feed's items).
 */
const ANY_GROUP_WORD =
  /women|woman|female|young|youth|ethnic|bame|black|disab|health condition|island|find work|out of work|unemployed|not in (?:education|employment|work)|jobseeker|research|invited to submit|charit|voluntary|community|third sector|sole trader|must be a|limited companies|industrial|shown|marked|outlined|eligibility map|designated|defined|BID |improvement district/i;

/** A sentence speaking to the reader as an applicant: "If you are a young person ...". */
const ADDRESSED =
  /\b(?:if you(?:'re| are)|you must|you need to be|open to|aimed at|designed for|is for|are for|eligible|only)\b/i;

/**
 * The groups an item is kept for. A fund's whole text counts; an event or a guide only in its
 * title or where it speaks to the reader as an applicant (a guide to welcoming disabled guests
 * or a news story quoting young entrepreneurs is for everyone); news and insights keep no one out.
 */
export function audiencesOf(item: { title: string; body: string; category: string }): Audience[] {
  if (item.category === 'market-insights') return [];
  if (!ANY_GROUP_WORD.test(item.title) && !ANY_GROUP_WORD.test(item.body)) return [];
  const text =
    item.category === 'funding'
      ? `${item.title}.\n${item.body}`
      : [item.title, ...item.body.split(/(?<=[.!?;])\s+/).filter((s) => ADDRESSED.test(s))].join(
          '\n',
        );
  return (Object.keys(CUES) as Audience[]).filter((audience) => CUES[audience].test(text));
}

/** Whether the owner belongs to a group: yes, no, or not said. */
export type Belongs = boolean | null;
export type Membership = Record<Audience, Belongs>;

/** Places on an island, as an owner names where the business is. */
const ISLAND_PLACE =
  /\b(?:isle of|island|orkney|shetland|lewis|harris|uist|barra|benbecula|skye|mull|islay|jura|arran|bute|tiree|coll|colonsay|eigg|rum|muck|canna|raasay|lismore|kerrera|luing|gigha|cumbrae|kirkwall|stromness|lerwick|stornoway|portree|tobermory|rothesay|brodick|anglesey|ynys môn|isles of scilly|isle of wight)\b/i;

const YOUNG_MAX_AGE = 30;

const answer = (data: OnboardingData, field: Parameters<typeof answerOf>[1]) => {
  const value = answerOf(data, field)?.trim();
  return value && !/^(?:skipped|prefer not to say|n\/?a)\.?$/i.test(value) ? value : null;
};

function ageOf(data: OnboardingData): number | null {
  const m = /\b(\d{2})\b/.exec(answer(data, 'age') ?? '');
  return m ? Number(m[1]) : null;
}

/**
 * The owner's membership of each group, from their answers. Gender, ethnicity and
 * accessibility are special-category answers: they are read here, to decide eligibility, and
 * never leave this function (nothing is logged, stored or put into reasons).
 */
export function membershipOf(data: OnboardingData, sectors: string[]): Membership {
  const gender = answer(data, 'gender');
  const ethnicity = answer(data, 'ethnicity');
  const accessibility = answer(data, 'accessibility');
  const location = answer(data, 'business_location');
  const age = ageOf(data);
  const trade = [
    answer(data, 'sector'),
    answer(data, 'product_service_description'),
    answer(data, 'business_name'),
  ].join(' ');
  return {
    women: gender ? /\b(?:female|woman|women|she|her)\b/i.test(gender) : null,
    young: age === null ? null : age <= YOUNG_MAX_AGE,
    'ethnic-minority': ethnicity
      ? !/^\s*white\b/i.test(ethnicity) && !/^no\b/i.test(ethnicity)
      : null,
    disabled: accessibility
      ? !/^(?:no|none|nope|nothing)\b/i.test(accessibility) &&
        !/\bnothing like that\b/i.test(accessibility)
      : null,
    islands: location ? ISLAND_PLACE.test(location) : null,
    // Owners run a business or are starting one: whether they are also out of work is not asked.
    'out-of-work': null,
    researchers:
      /\b(?:university|spin[- ]?out|research (?:institute|centre|group)|academic)\b/i.test(trade)
        ? true
        : null,
    charities:
      sectors.includes('social-enterprise') ||
      /\b(?:charity|charitable|community interest company|cic|social enterprise|voluntary)\b/i.test(
        trade,
      )
        ? true
        : null,
    'industrial-sites': sectors.some((s) => s === 'manufacturing-engineering') ? true : null,
    'mapped-area': null,
    // Only what they say of their own business: "the cleaner is self-employed" is someone else.
    companies: /\bsole trader\b/i.test(trade)
      ? false
      : /\b(?:ltd|limited|plc|llp)\b/i.test(trade)
        ? true
        : null,
  };
}

/**
 * Groups few owners belong to. Companies (most owners) and industrial sites (guessed from the
 * sector alone) are limits an owner meets, not a sign that the offer is aimed at them.
 */
const NARROW: ReadonlySet<Audience> = new Set<Audience>([
  'women',
  'young',
  'ethnic-minority',
  'disabled',
  'islands',
  'out-of-work',
  'researchers',
  'charities',
]);

/**
 * How an item's audience meets the owner: 'excluded' when they said they are outside a group
 * it is kept for, 'unsaid' when they have not said whether they belong, 'member' when they said
 * they belong to every group it is kept for and one of them is narrow, null otherwise.
 */
export function audienceFit(
  audiences: Audience[],
  membership: Membership,
): 'excluded' | 'unsaid' | 'member' | null {
  let fit: 'unsaid' | 'member' | null = null;
  for (const audience of audiences) {
    const belongs = membership[audience];
    if (belongs === false) return 'excluded';
    if (belongs === null) fit = 'unsaid';
    else if (fit === null && NARROW.has(audience)) fit = 'member';
  }
  return fit;
}
