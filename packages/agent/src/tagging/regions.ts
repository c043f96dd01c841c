import { isScottishSubregion, matchRegions, normalise } from '@thistle/language';
import type { TagInput, Tags } from '../contracts.ts';
import { PhraseSet, sentencesOf } from './sentences.ts';

/**
 * Regions are rules only: place names are too sparse for a few hundred examples to teach a model
 * anything the gazetteer does not already know. The conventions are docs/tagging.md's.
 */

/** "across Scotland" keeps "scotland" next to a named sub-region: the item is national and mentions a place. */
const NATIONAL_SCOTLAND = new PhraseSet([
  'across scotland',
  'scotland wide',
  'throughout scotland',
  'all of scotland',
  'anywhere in scotland',
  'all 32',
  'every local authority in scotland',
  'nationwide',
]);
/** Said by a Scottish publisher, the country is Scotland. */
const COUNTRY_WIDE = new PhraseSet([
  'across the country',
  'throughout the country',
  'all over the country',
]);
const NATIONAL_UK = new PhraseSet([
  'uk wide',
  'across the uk',
  'throughout the uk',
  'anywhere in the uk',
  'across britain',
  'all four nations',
]);

/** An international place counts for an item that happens abroad, not for one that merely mentions a market. */
const ABROAD_CUES = new PhraseSet([
  'trade mission',
  'market visit',
  'visits to',
  'delegation',
  'outside the uk',
  'pavilion',
  'stand at',
  'based outside',
  'trade development visits',
  'visits abroad',
  'visit abroad',
]);

/**
 * A sentence that says where an item applies: who may take part, where they must be. A place
 * in any other sentence of a publisher with its own patch is a mention in passing (a case study
 * in Glasgow, a peer agency in the South) and does not move the item off the publisher's patch.
 */
const WHERE_IT_APPLIES = new PhraseSet([
  'based in',
  'located in',
  'operating in',
  'operate in',
  'registered in',
  'trading in',
  'businesses in',
  'business in',
  'firms in',
  'companies in',
  'employers in',
  'organisations in',
  'enterprises in',
  'groups in',
  'owners in',
  'open to',
  'eligible',
  'eligibility',
  'must be',
  'must have',
  'can apply',
  'may apply',
  'who live',
  'living in',
  'anywhere in',
  'available to',
  'available in',
  'for businesses',
  'for firms',
  'for companies',
]);

/** A sentence that says where and when an event happens: its places are the venue. */
const VENUE = new PhraseSet([
  'held at',
  'held in',
  'takes place',
  'take place',
  'taking place',
  'venue',
  'join us',
  'come along',
  'hosted',
  'hosting',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
]);
/**
 * A sentence about what went before (last year's winners, an earlier edition's venue) says
 * where the scheme or the event has been, not where it applies now.
 */
const BEFORE_NOW = new PhraseSet([
  'last year',
  'last years',
  'previous',
  'previously',
  'were backed',
  'were funded',
  'were supported',
  'successful bids',
]);
const TIME_OF_DAY = / \d{1,2}(?: \d{2})?(?:am|pm) | (?:am|pm) /;
/** A day of a month ("on 12 and 13 November", "from 3rd May"): an event's date, like its time. */
const DAY_OF_MONTH =
  / \d{1,2}(?:st|nd|rd|th)? (?:(?:and|to) \d{1,2}(?:st|nd|rd|th)? )?(?:january|february|march|april|may|june|july|august|september|october|november|december) /;

const NATIONS = ['scotland', 'england', 'wales', 'northern-ireland'];
/** A nation's own name, as opposed to a body named after it ("Scottish Enterprise", "Innovate UK"). */
const COUNTRY_NAMES: Record<string, string[]> = {
  scotland: ['scotland'],
  uk: ['britain', 'united kingdom'],
};

/** The most specific regions a source declares ("scotland;fife" → fife): its items are about its patch. */
export function sourcePrior(sourceRegions: string[] | undefined): string[] {
  if (!sourceRegions || sourceRegions.length === 0) return [];
  const sub = sourceRegions.filter(isScottishSubregion);
  if (sub.length > 0) return sub;
  return sourceRegions;
}

const round = (v: number) => Math.round(v * 1000) / 1000;

function resolve(
  hits: Map<string, number>,
  norm: string,
  category: Tags['category'],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, v] of hits) out[id] = round(v);
  const subregions = Object.keys(out).filter(isScottishSubregion);
  const nationalScotland = NATIONAL_SCOTLAND.in(norm);
  if (subregions.length >= 3 && !subregions.every((r) => out[r]! >= 0.9)) {
    // A list of cities across the country reads as a national item.
    for (const r of subregions) delete out[r];
    out.scotland = 0.7;
  } else if (subregions.length > 0 && out.scotland !== undefined) {
    // "Across Scotland" keeps the country, which covers every sub-region the text names in
    // passing (where the agency is based, where a festival's main event is); otherwise the
    // sub-region is the more specific answer.
    if (nationalScotland) for (const r of subregions) delete out[r];
    else delete out.scotland;
  }
  if (out.uk !== undefined && Object.keys(out).length > 1) {
    // "Across the UK" keeps the UK, which covers the nations and cities named beside it (where
    // a week of events is launched, where the fund is based); otherwise the narrower place wins.
    if (NATIONAL_UK.in(norm)) {
      for (const id of Object.keys(out)) if (id !== 'uk' && id !== 'international') delete out[id];
    } else delete out.uk;
  }
  // Abroad is where an event or a funded activity happens; a guide or a report that mentions
  // sales outside the UK or a delegation is still about home.
  const activity = category === 'events' || category === 'funding';
  if (
    out.international !== undefined &&
    !(category === 'events' || (activity && ABROAD_CUES.in(norm)))
  ) {
    delete out.international;
  }
  return out;
}

/** The home nation a region lies in: a Scottish sub-region is in Scotland; `uk` and `international` are in none. */
const nationOf = (id: string): string | null =>
  isScottishSubregion(id) ? 'scotland' : NATIONS.includes(id) ? id : null;

/**
 * A publisher whose patch lies in one nation, naming a place there, mentions another nation's
 * place in passing (a speaker joining from London, a tour's earlier stop in Glasgow, a figure
 * for the South East of England): the other nation's place goes unless the title names it. A
 * report or a guide (`report`) drops it even with no place of its own named: a comparison with
 * another nation does not move it there; an event or a fund held there still does.
 */
function dropOtherNations(
  out: Record<string, number>,
  prior: string[],
  title: Set<string>,
  report: boolean,
) {
  const home = new Set(prior.map(nationOf));
  if (home.size !== 1 || home.has(null)) return out;
  const ids = Object.keys(out);
  if (!report && !ids.some((id) => home.has(nationOf(id)))) return out;
  for (const id of ids) {
    const nation = nationOf(id);
    if (nation !== null && !home.has(nation) && !title.has(id)) delete out[id];
  }
  return out;
}

const strongOnly = (hits: Map<string, number>) => new Map([...hits].filter(([, v]) => v >= 0.8));

function merge(into: Map<string, number>, hits: Map<string, number>) {
  for (const [id, v] of hits) into.set(id, Math.max(into.get(id) ?? 0, v));
}

/**
 * The places that say where the item applies: the title's, and those of sentences that say who
 * may take part or, for an event, where it is held. Without a publisher's patch to fall back on,
 * every sentence counts. Weak hits are kept apart: they only decide between nations. `eligibility`
 * holds the places of the sentences that say who may take part, alone.
 */
function anchoredPlaces(input: TagInput, category: Tags['category'], prior: string[]) {
  const hasPrior = prior.length > 0;
  // A national publisher's report opens with where the news happened, not where it applies.
  const openingAnchors =
    category !== 'market-insights' || !prior.every((id) => id === 'scotland' || id === 'uk');
  const anchored = new Map(matchRegions(normalise(input.title), input.title));
  const eligibility = new Map<string, number>();
  for (const [index, sentence] of sentencesOf(input.body).entries()) {
    const now = !BEFORE_NOW.in(sentence.words);
    const applies = now && WHERE_IT_APPLIES.in(sentence.words);
    if (applies) merge(eligibility, matchRegions(sentence.norm, sentence.raw));
    // The opening sentence says what the item is and, usually, where.
    const where =
      !hasPrior ||
      (index === 0 && openingAnchors && now) ||
      applies ||
      (now &&
        category === 'events' &&
        (VENUE.in(sentence.words) ||
          TIME_OF_DAY.test(sentence.norm) ||
          DAY_OF_MONTH.test(` ${sentence.norm} `)));
    if (where) merge(anchored, matchRegions(sentence.norm, sentence.raw));
  }
  return { anchored, eligibility };
}

/**
 * A report or a guide whose title speaks of a whole nation ("Scotland's games industry levels
 * up", "Britain must export more") is about that nation, even when its body says where the news
 * happened (a conference in Edinburgh, a launch in Birmingham). Only a place that says who may
 * take part, or one in the title itself, narrows it.
 */
function nationOfTitle(
  input: TagInput,
  category: Tags['category'],
  eligibility: Map<string, number>,
): string | null {
  if (category !== 'market-insights' && category !== 'courses-guides') return null;
  const title = normalise(input.title);
  const hits = matchRegions(title, input.title);
  const inTitle = [...hits.keys()];
  const nations = inTitle.filter((id) => id === 'uk' || NATIONS.includes(id));
  if (nations.length !== 1 || inTitle.length !== 1) return null;
  // A weak hit is often a body's name ("HMRC", "Scottish Enterprise"); the country's own name is not.
  const ownName = COUNTRY_NAMES[nations[0]!]?.some((name) => ` ${title} `.includes(` ${name} `));
  if (hits.get(nations[0]!)! < 0.8 && !ownName) return null;
  // Narrower is inside the nation: a Scottish sub-region for Scotland, anything for the UK. A
  // comparison with the rest of the UK or with England in a who-may-apply sentence is not.
  const nation = nations[0]!;
  const narrower = [...eligibility.keys()].filter((id) =>
    nation === 'uk'
      ? id !== 'uk' && id !== 'international'
      : nation === 'scotland' && isScottishSubregion(id),
  );
  return narrower.length === 0 ? nation : null;
}

/**
 * Rules and schemes that are the same across the UK (tax, pay, company and data law, UK-wide
 * programmes): an English adviser's guide to one of them applies UK-wide (the conventions'
 * "where the item applies"), not only where the adviser is.
 */
const UK_WIDE_RULES = new PhraseSet([
  'making tax digital',
  'minimum wage',
  'living wage',
  'national insurance',
  'nics',
  'employment allowance',
  'r&d tax relief',
  'r&d tax credit',
  'r&d tax credits',
  'corporation tax',
  'self assessment',
  'self-assessment',
  'paye',
  'payslip',
  'payslips',
  'ir35',
  'statutory sick pay',
  'data protection',
  'gdpr',
  'information commissioner',
  'ico',
  'companies house',
  'furnished holiday lets',
  'furnished holiday lettings',
  'capital gains tax',
  'knowledge transfer partnership',
  'knowledge transfer partnerships',
  'smart grant',
  'smart grants',
  'start up loans',
  'start up loan',
]);

/** An activity abroad said in so many words, with no foreign place the gazetteer knows. */
const GOING_ABROAD = new PhraseSet([
  'trade mission',
  'trade missions',
  'overseas visit',
  'overseas visits',
  'visits abroad',
  'visit abroad',
  'overseas trade visit',
  'trade development visits',
]);

/**
 * Where the item applies, with a confidence per region id. Never empty: when every place the
 * text or the publisher's name gives is dropped (a body named after abroad, "EU", with no trip
 * to make), the item applies where its source does, else across the UK.
 */
export function regionsFor(input: TagInput, category: Tags['category']): Record<string, number> {
  const regions = readRegions(input, category);
  if (Object.keys(regions).length > 0) return regions;
  const home = sourcePrior(input.sourceRegions).filter((id) => id !== 'international');
  return Object.fromEntries((home.length > 0 ? home : ['uk']).map((id) => [id, 0.3]));
}

function readRegions(input: TagInput, category: Tags['category']): Record<string, number> {
  const textRaw = `${input.title}. ${input.body}`;
  const norm = normalise(textRaw);
  const textHits = matchRegions(norm, textRaw);
  const prior = sourcePrior(input.sourceRegions);
  /** A publisher whose patch is one or more Scottish sub-regions (a council, a local chamber). */
  const localScottish = prior.length > 0 && prior.every(isScottishSubregion);
  const { anchored: anchoredAll, eligibility } = anchoredPlaces(input, category, prior);
  const anchored = strongOnly(anchoredAll);
  // Said in the title, or by an event: a fund that also pays for trade missions is not abroad.
  const goingAbroad =
    GOING_ABROAD.in(category === 'events' ? norm : normalise(input.title)) &&
    !norm.includes(' inward ');
  const withHome = (out: Record<string, number>) => {
    if (goingAbroad && out.international === undefined) out.international = 0.5;
    // Abroad is where it happens; who may take part is still the source's area.
    if (Object.keys(out).length === 1 && out.international !== undefined) {
      for (const id of prior.length > 0 ? prior : ['uk']) if (id !== 'international') out[id] = 0.5;
    }
    return out;
  };
  const titleNation = nationOfTitle(input, category, eligibility);
  if (titleNation) return withHome({ [titleNation]: 0.6 });
  if (anchored.size > 0) {
    const named = [...anchored.keys()].filter(isScottishSubregion);
    if (named.length >= 2 && prior.length > 0 && prior.every((id) => id === 'scotland')) {
      // A national body naming several cities is describing Scotland, not one patch of it.
      return { scotland: 0.7 };
    }
    const titleIds = new Set(matchRegions(normalise(input.title), input.title).keys());
    const out = dropOtherNations(
      resolve(anchored, norm, category),
      prior,
      titleIds,
      category === 'market-insights' || category === 'courses-guides',
    );
    if (
      localScottish &&
      COUNTRY_WIDE.in(norm) &&
      Object.keys(out).filter(isScottishSubregion).length >= 2
    ) {
      // A local publisher's "across the country", with places from several sub-regions: Scotland.
      return withHome({ scotland: 0.6 });
    }
    const ownPatch = prior.filter(
      (id) => isScottishSubregion(id) && (textHits.get(id) ?? 0) >= 0.8,
    );
    const ids = Object.keys(out);
    if (
      ownPatch.length > 0 &&
      ids.length > 0 &&
      ids.every((id) => isScottishSubregion(id) && !prior.includes(id) && !titleIds.has(id))
    ) {
      // A local publisher naming its own patch, whose other sub-region comes from a peer
      // agency's name or a comparison in a sentence that anchors: its patch.
      return withHome(Object.fromEntries(ownPatch.map((id) => [id, 0.6])));
    }
    // A title naming the fair abroad, with a stand or a pavilion there: abroad, even in a
    // report's voice ("Scottish firms back at the seafood fair in Barcelona").
    if (titleIds.has('international') && ABROAD_CUES.in(norm) && category !== 'courses-guides')
      out.international = anchored.get('international') ?? 0.5;
    const nations = NATIONS.filter((id) => anchoredAll.has(id));
    if (
      Object.keys(out).join() === 'uk' &&
      nations.length > 0 &&
      // "across the UK" keeps the UK, unless the nation named is the publisher's own.
      (!NATIONAL_UK.in(norm) || nations.every((id) => prior.includes(id)))
    ) {
      // "A UK-registered business operating in Scotland": the named nation beats the UK.
      return withHome(Object.fromEntries(nations.map((id) => [id, 0.6])));
    }
    if (Object.keys(out).length > 0) return withHome(out);
  }
  if (prior.length === 1 && prior[0] === 'uk') {
    // A UK-wide body writing about one nation: the nation is the more specific answer.
    const nations = NATIONS.filter((id) => anchoredAll.has(id));
    // Three or four nations named is the UK again.
    if (nations.length > 0 && nations.length < 3)
      return withHome(Object.fromEntries(nations.map((id) => [id, 0.6])));
    // Nothing anchored, no place named outright, and every body or adjective the text names
    // ("Skills Development Scotland", "the Scottish Government") is one nation's: that one.
    const named = new Set([...textHits.keys()].map(nationOf));
    const bodiesOnly = [...textHits.values()].every((v) => v < 0.8);
    if (nations.length === 0 && bodiesOnly && named.size === 1 && !named.has(null))
      return withHome({ [[...named][0]!]: 0.5 });
  }
  if (localScottish) {
    // A local publisher passing on a national scheme "open to applicants across the country"; or
    // news, an event or a guide whose title names only Scotland ("Scottish awards deadline
    // extended", "the Scottish Government's first aim"), with no place of its own patch to hold
    // it there. Not money: a national fund a local body hands out is for its own area.
    const titleHits = matchRegions(normalise(input.title), input.title);
    const titleScotland =
      category !== 'funding' && titleHits.size === 1 && titleHits.has('scotland');
    if (COUNTRY_WIDE.in(norm) || titleScotland) return withHome({ scotland: 0.6 });
  }
  if (
    prior.length === 1 &&
    prior[0] === 'england' &&
    category === 'courses-guides' &&
    [...textHits.keys()].every((id) => id === 'uk') &&
    UK_WIDE_RULES.in(norm)
  ) {
    // An English adviser on a UK-wide rule, naming no place: the rule's reach, not the adviser's.
    return { uk: 0.5 };
  }
  if (prior.length > 0) {
    const out: Record<string, number> = {};
    // A publisher covering two nations, writing about one of them by name: that one.
    const namedOfPrior = prior.length > 1 ? prior.filter((id) => textHits.has(id)) : [];
    for (const id of namedOfPrior.length > 0 ? namedOfPrior : prior) out[id] = 0.6;
    if (goingAbroad) out.international = 0.5;
    if (
      textHits.has('international') &&
      resolve(new Map([['international', 0.5]]), norm, category).international
    ) {
      out.international = 0.5;
    }
    return out;
  }
  const org = input.organisation ?? '';
  const orgHits = strongOnly(matchRegions(normalise(org), org));
  if (orgHits.size > 0) return withHome(resolve(orgHits, norm, category));
  if (textHits.size > 0) {
    const out = resolve(textHits, norm, category);
    if (Object.keys(out).length > 0) return withHome(out);
  }
  return { uk: 0.3 };
}
