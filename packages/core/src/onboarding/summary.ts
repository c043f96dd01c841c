/**
 * The profile summary written without a model: who the owner is, the business, where it
 * stands and what help they want, in their own words where they gave them. Special-category
 * answers are never part of it (the summary can travel in a weekly email).
 */
import {
  answerOf,
  GROWTH_STAGE_CHOICES,
  taxonomyLabel,
  type OnboardingData,
  type OnboardingField,
} from '@thistle/shared';
import type { ProfileTags } from './profile-tags.ts';

/** Answers that say nothing to build a sentence on. */
const EMPTY =
  /^(?:none|no|n\/a|not sure(?: yet)?|prefer not to say|nothing(?: particularly new)?|no (?:\w+ )?(?:plans|name) yet|skipped)$/i;

function said(data: OnboardingData, field: OnboardingField): string | null {
  const value = answerOf(data, field);
  return value && !EMPTY.test(value.trim()) ? value.trim().replace(/[.!\s]+$/, '') : null;
}

/** "Food & Drink and Retail & E-commerce": a label or a name, whose capitals are its own. */
const isTitleCase = (s: string) => {
  const words = s
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w) && !/^(?:and|of|for|the|in|to|a|an)$/.test(w));
  return words.length >= 2 && words.every((w) => /^[A-Z]/.test(w));
};
const lowerFirst = (s: string) =>
  /^[A-Z][a-z]/.test(s) && !/^I\b/.test(s) && !isTitleCase(s)
    ? s[0]!.toLowerCase() + s.slice(1)
    : s;
/**
 * An answer that is a whole clause ("we want to open a second shop") cannot follow "Plans
 * include" or "help with"; it is quoted as the owner said it instead.
 */
const isClause = (s: string) =>
  /^(?:i|we|i'm|we're|i've|we've|i'd|we'd|i'll|we'll|our|my|us|it|it's|they|there|to|hoping|planning)\b/i.test(
    s.trim(),
  );
const words = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
/** One answer repeats another when either holds the other's words (one sentence of two). */
const repeats = (a: string, b: string) =>
  words(a).includes(words(b)) || words(b).includes(words(a));
/** "grants", "grants and marketing", "grants, premises and marketing". */
const listed = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * What to call the owner when they gave no name: the mailbox's name only when it reads as a
 * person's ("morag.reid" → "Morag Reid"), never a shared mailbox or a string of characters.
 */
export function nameFromEmail(email: string): string | null {
  const local = email.split('@')[0] ?? '';
  if (!/^[a-z]{2,}(?:[._][a-z]{2,})?$/i.test(local)) return null;
  if (
    /^(?:info|hello|hi|admin|contact|office|mail|enquiries|enquiry|sales|accounts|team|support|shop|bookings|orders|help|jobs|owner|me)$/i.test(
      local.split(/[._]/)[0]!,
    )
  )
    return null;
  return local
    .split(/[._]/)
    .map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}
const quoted = (s: string) => `“${s.replace(/^["“]|["”]$/g, '')}”`;
const sentence = (s: string) => {
  const t = s.trim();
  return t ? `${t[0]!.toUpperCase()}${t.slice(1)}${/[.!?”]$/.test(t) ? '' : '.'}` : '';
};

function stageWords(tags: ProfileTags, data: OnboardingData): string | null {
  const id = tags.stage;
  if (!id) return said(data, 'growth_stage');
  const label = GROWTH_STAGE_CHOICES.find((c) => c.id === id)?.label ?? taxonomyLabel('stage', id);
  return (
    {
      idea: 'an idea or side hustle, not yet trading full time',
      startup: 'a young business, in its first few years',
      growth: 'a business that is growing fast',
      established: 'an established business',
    }[id] ?? label.toLowerCase()
  );
}

/** The summary, in three or four short paragraphs. */
export function offlineSummary(
  data: OnboardingData,
  tags: ProfileTags,
  fallbackName: string | null,
): string {
  const givenName = said(data, 'name') ?? fallbackName;
  const name = givenName ?? 'The owner';
  const first = givenName ? (givenName.split(/\s+/)[0] ?? givenName) : 'the owner';
  const possessive = givenName ? `${first}'s` : "the owner's";
  const business = said(data, 'business_name');
  const paragraphs: string[] = [];

  // Who and what.
  const where = said(data, 'business_location');
  const opening = business
    ? `${name} runs ${business}${where ? `, based in ${where}` : ''}`
    : `${name} runs a business${where ? ` in ${where}` : ''}`;
  const what = said(data, 'product_service_description');
  const sector =
    said(data, 'sector') ??
    (tags.sectors.length
      ? tags.sectors.map((s) => taxonomyLabel('sector', s)).join(' and ')
      : null);
  const facts = [
    sentence(opening + (sector ? ` (${lowerFirst(sector)})` : '')),
    what ? `In ${possessive} words: ${quoted(sentence(what))}` : '',
    [said(data, 'business_age'), said(data, 'team_size')].some(Boolean)
      ? sentence(
          [
            said(data, 'business_age') ? `${lowerFirst(said(data, 'business_age')!)}` : null,
            said(data, 'team_size')
              ? `a team of ${said(data, 'team_size')!.replace(/^1 \(just me\)$/, 'one')}`
              : null,
          ]
            .filter(Boolean)
            .join(', '),
        )
      : '',
    said(data, 'value_proposition')
      ? `Customers choose it because: ${quoted(sentence(said(data, 'value_proposition')!))}`
      : '',
  ];
  paragraphs.push(facts.filter(Boolean).join(' '));

  // Customers and channels.
  const customers = said(data, 'customer_type');
  const who = said(data, 'customer_characteristics');
  const channels = said(data, 'sales_channels');
  const main = said(data, 'primary_channel');
  const found = said(data, 'customer_acquisition');
  const market = [
    customers
      ? sentence(
          `It sells to ${customers.replace(/^[^(]*\(([^)]*)\)$/, '$1')}${who ? `: ${lowerFirst(who)}` : ''}`,
        )
      : who
        ? sentence(`Typical customers: ${lowerFirst(who)}`)
        : '',
    channels
      ? sentence(
          `Where it sells: ${lowerFirst(channels)}${main && !channels.toLowerCase().includes(main.toLowerCase()) ? `, mainly ${lowerFirst(main)}` : ''}`,
        )
      : '',
    found ? sentence(`New customers come through ${lowerFirst(found)}`) : '',
  ];
  if (market.some(Boolean)) paragraphs.push(market.filter(Boolean).join(' '));

  // Where it stands and where it is going.
  const stage = stageWords(tags, data);
  const goals = said(data, 'growth_objectives');
  // One sentence of a pasted description can answer several of these; it is said once.
  const quotedOnce: string[] = goals ? [goals] : [];
  const unsaid = (text: string | null): text is string => {
    if (!text || quotedOnce.some((q) => repeats(q, text))) return false;
    quotedOnce.push(text);
    return true;
  };
  const plans = [
    said(data, 'planned_offerings'),
    said(data, 'team_expansion_plans'),
    said(data, 'digital_development_plans'),
    said(data, 'customer_growth_strategy'),
  ].filter(unsaid);
  const direction = [
    stage ? sentence(`${business ?? 'The business'} is ${stage}`) : '',
    goals
      ? `Over the next year or two, ${first} wants to achieve this: ${quoted(sentence(goals))}`
      : '',
    plans.length
      ? plans.some(isClause)
        ? `Plans: ${plans.map((p) => quoted(sentence(p))).join(' ')}`
        : sentence(`Plans include ${plans.map(lowerFirst).join('; ')}`)
      : '',
  ];
  if (direction.some(Boolean)) paragraphs.push(direction.filter(Boolean).join(' '));

  // The help they want.
  const asked = said(data, 'support_areas_needed');
  const areas = asked && !isClause(asked) ? asked : null;
  const askedInOwnWords = asked && isClause(asked) && unsaid(asked) ? asked : null;
  const kind = said(data, 'support_type_needed');
  const challenges = [
    said(data, 'growth_challenges'),
    said(data, 'strategic_gaps'),
    said(data, 'market_access_barriers'),
    said(data, 'digital_capability_gaps'),
    said(data, 'regulatory_challenges'),
  ].filter((c): c is string => !!c);
  const newChallenges = challenges.filter(unsaid);
  const topics = tags.topicsNeeded.map((t) => taxonomyLabel('topic', t).toLowerCase());
  const help = [
    areas
      ? sentence(
          `${first} is looking for help with ${lowerFirst(areas)}${kind ? `, ideally as ${lowerFirst(kind)}` : ''}`,
        )
      : kind
        ? sentence(`${first} prefers support as ${lowerFirst(kind)}`)
        : '',
    askedInOwnWords ? `Help asked for: ${quoted(sentence(askedInOwnWords))}` : '',
    newChallenges.length
      ? sentence(`Challenges named: ${newChallenges.map(lowerFirst).join('; ')}`)
      : '',
    topics.length
      ? sentence(
          `Thistle will look out for ${listed(topics.slice(0, 4))}${where ? ` for businesses in ${where}` : ''}`,
        )
      : '',
  ];
  if (help.some(Boolean)) paragraphs.push(help.filter(Boolean).join(' '));

  return paragraphs.filter((p) => p.trim()).join('\n\n');
}
