/**
 * Builds packages/agent/tools/tagger/data/labelled.jsonl from hand-written items
 * (handwritten.ts) and template items combined from vocab.ts with a seeded generator, then
 * assigns the held-out split, stratified by category. Deterministic: the same files give the
 * same output. Run: node --import tsx packages/agent/tools/tagger/dataset/generate.ts
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { HANDWRITTEN } from './handwritten.ts';
import { COUNTRIES, MONTHS, PURPOSES, REGIONS, SECTORS, STAGES, SUBJECTS } from './vocab.ts';
import type { LabelledItem } from './labelled.ts';

const ALL_STAGES = ['idea', 'startup', 'growth', 'established'];

function rng(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = rng(20261121);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const chance = (p: number) => rand() < p;
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

const REGION_WEIGHTS: Array<[string, number]> = [
  ['scotland', 5],
  ['highlands-islands', 3],
  ['north-east-scotland', 2],
  ['tayside-fife', 2],
  ['edinburgh-lothians', 2],
  ['glasgow-clyde', 3],
  ['forth-valley', 1],
  ['ayrshire', 1],
  ['south-of-scotland', 2],
  ['uk', 3],
  ['england', 1],
  ['wales', 1],
  ['northern-ireland', 1],
];
function pickRegion(): string {
  const total = REGION_WEIGHTS.reduce((a, [, w]) => a + w, 0);
  let r = rand() * total;
  for (const [id, w] of REGION_WEIGHTS) {
    r -= w;
    if (r < 0) return id;
  }
  return 'scotland';
}

interface Draft {
  title: string;
  body: string;
  category: LabelledItem['labels']['category'];
  regions: string[];
  stages: string[];
  sectors: string[];
  topics: string[];
  org: [string, string];
  sourceRegions: string[];
}

function context() {
  const region = pickRegion();
  const vocab = REGIONS[region]!;
  const org = pick(vocab.orgs);
  // A third of items name no place: the source's region is then the only clue.
  const namePlace = !chance(0.3);
  const place = pick(vocab.places);
  const [stagePhrase, stageIds] = pick(STAGES);
  const sectorOn = chance(0.45);
  const [sectorPhrase, sectorId] = pick(SECTORS);
  const day = 1 + Math.floor(rand() * 28);
  const month = pick(MONTHS);
  return {
    region,
    org,
    sourceRegions: vocab.sourceRegions,
    where: namePlace
      ? place.startsWith('across') ||
        place.startsWith('anywhere') ||
        place.startsWith('in ') ||
        place.startsWith('throughout') ||
        place.endsWith('-wide')
        ? ` ${place}`
        : ` in ${place}`
      : '',
    placeName: place,
    namePlace,
    stagePhrase,
    stages: stageIds.length ? stageIds : ALL_STAGES,
    audience: sectorOn ? sectorPhrase : stagePhrase,
    audience2: sectorOn ? `${sectorPhrase} (${stagePhrase})` : stagePhrase,
    stagesIfSector: sectorOn ? ALL_STAGES : stageIds.length ? stageIds : ALL_STAGES,
    sectors: sectorOn ? [sectorId] : [],
    sectorPhrase: sectorOn ? sectorPhrase : null,
    date: `${day} ${month}`,
    amount: pick([
      '5,000',
      '10,000',
      '25,000',
      '2,500',
      '50,000',
      '100,000',
      '15,000',
      '250,000',
      '1,000',
      '3,000',
    ]),
  };
}

type Ctx = ReturnType<typeof context>;

const placeTitle = (c: Ctx) => (c.namePlace && !c.placeName.includes(' ') ? `${c.placeName} ` : '');

const FUNDING: Array<(c: Ctx) => Omit<Draft, 'org' | 'sourceRegions' | 'category' | 'regions'>> = [
  (c) => {
    const [purpose, topic] = pick(PURPOSES);
    return {
      title: `${placeTitle(c)}${pick(['Business Growth Grant', 'Development Grant', 'Business Support Grant', 'Recovery Grant'])} ${pick(['now open', 'opens for applications', 'reopens', '2027'])}`,
      body: `${c.org[0]} is offering grants of up to £${c.amount} ${purpose}. The fund is open to ${c.audience2}${c.where}. ${pick(['Applications close on', 'The deadline is', 'Apply by'])} ${c.date}.`,
      stages: c.sectors.length ? (c.stagePhrase === c.audience ? c.stages : c.stages) : c.stages,
      sectors: c.sectors,
      topics: ['grants', topic],
    };
  },
  (c) => ({
    title: `${pick(['Loans of', 'Business loans from', 'Flexible finance of'])} £${c.amount} for ${c.audience}${c.where}`,
    body: `${pick(['Fixed-rate', 'Low-interest', 'Unsecured'])} loans are available to ${c.stagePhrase} that cannot get the full amount from a bank. Repayment terms run up to five years and decisions take about four weeks.`,
    stages: c.stages,
    sectors: c.sectors,
    topics: ['loans-finance'],
  }),
  (c) => ({
    title: `${c.org[0]} ${pick(['opens co-investment fund', 'launches equity fund', 'seeks investment-ready companies'])} for ${c.audience}`,
    body: `Equity investment of £${c.amount} to £2 million is available alongside private investors and business angels for ${c.stagePhrase}${c.where}. Companies should have a clear plan to raise investment and grow.`,
    stages: c.stages,
    sectors: c.sectors,
    topics: ['equity-investment'],
  }),
  (c) => ({
    title: `Innovation vouchers of up to £${c.amount}${c.where}`,
    body: `${c.org[0]} funds innovation vouchers so that ${c.audience} can work with a university or college on a new product, process or service. ${pick(['Match funding is required.', 'No match funding is needed.', 'Applications are assessed monthly.'])}`,
    stages: c.stages,
    sectors: c.sectors,
    topics: ['grants', 'innovation-rd'],
  }),
  (c) => {
    const service = pick([
      'catering services',
      'website redesign and hosting',
      'grounds maintenance',
      'IT support',
      'school transport',
      'event management',
      'consultancy on economic development',
      'building repairs and maintenance',
    ]);
    return {
      title: `${pick(['Contract notice', 'Invitation to tender', 'Tender opportunity'])}: ${service}`,
      body: `${c.org[0]} invites tenders for ${service}${c.where}. The contract runs for three years with a value of around £${c.amount}. Bids through Public Contracts Scotland by ${c.date}.`,
      stages: ALL_STAGES,
      sectors: [],
      topics: ['procurement-tenders'],
    };
  },
  (c) => ({
    title: `${pick(['Challenge fund', 'Open call', 'Innovation competition'])}: £${c.amount} for ${pick(['net zero', 'digital', 'health', 'rural', 'ocean'])} innovations`,
    body: `${c.org[0]} is running a competition for ${c.audience} with ideas that solve a public-sector challenge. Winning projects share the prize fund and develop a prototype over six months.`,
    stages: c.stages,
    sectors: c.sectors,
    topics: ['innovation-rd', 'grants'],
  }),
  (c) => {
    const [purpose, topic] = pick(PURPOSES);
    return {
      title: `Funding available ${purpose}`,
      body: `Grants covering 50% of eligible costs, up to £${c.amount}, are available for ${c.audience2}${c.where}. ${pick(['Funds are limited, so apply early.', 'Talk to an adviser before applying.', 'The call closes on ' + c.date + '.'])}`,
      stages: c.stages,
      sectors: c.sectors,
      topics: ['grants', topic],
    };
  },
  (c) => ({
    title: `Start-up grant for ${pick(['new businesses', 'people starting a business', 'new starts'])}${c.where}`,
    body: `Grants of up to £${c.amount} help people starting a business with their first costs. You need a business plan agreed with an adviser and must not yet have traded for more than six months.`,
    stages: ['idea', 'startup'],
    sectors: [],
    topics: ['grants', 'starting-up'],
  }),
];

const EVENTS: Array<(c: Ctx) => Omit<Draft, 'org' | 'sourceRegions' | 'category' | 'regions'>> = [
  (c) => {
    const [subject, topics] = pick(SUBJECTS);
    return {
      title: `${pick(['Webinar', 'Free webinar', 'Online workshop', 'Live session'])}: ${subject}`,
      body: `Join ${c.org[0]} online on ${c.date} at ${pick(['10am', '12.30pm', '2pm', '6pm'])} for a practical session for ${c.audience}. ${pick(['Book your place now.', 'Places are free but limited.', 'Register to receive the joining link.'])}`,
      stages: c.stages,
      sectors: c.sectors,
      topics,
    };
  },
  (c) => ({
    title: `${placeTitle(c)}${pick(['Business Breakfast', 'Networking Evening', 'Business Networking Lunch', 'Connect meetup'])} - ${c.date}`,
    body: `Meet other business owners${c.where} at our ${pick(['monthly', 'quarterly', 'free'])} networking event. ${pick(['Doors open at 7.30am with coffee and rolls.', 'Drinks from 6pm with a short talk from a local founder.', 'Bring business cards and a one-minute pitch.'])}`,
    stages: c.stages,
    sectors: c.sectors,
    topics: ['networking-peer-support'],
  }),
  (c) => {
    const country = pick(COUNTRIES);
    return {
      title: `Trade mission to ${country}`,
      body: `${c.org[0]} is leading a trade mission to ${country} on ${c.date} for ${c.audience} looking to export. The programme includes market briefings and meetings with buyers and distributors.`,
      stages: c.sectors.length ? ALL_STAGES : c.stages,
      sectors: c.sectors,
      topics: ['export-international'],
      international: true,
    };
  },
  (c) => {
    const [subject, topics] = pick(SUBJECTS);
    return {
      title: `Workshop: ${subject}${c.namePlace && !c.where.includes('across') && !c.where.includes('anywhere') && !c.where.includes('throughout') && !c.where.includes('-wide') && !c.where.includes(' in Scotland') ? ` (${c.placeName})` : ''}`,
      body: `A half-day workshop on ${c.date} for ${c.audience}. ${pick(['Lunch is provided.', 'The venue is fully accessible.', 'Tea and coffee from 9.30am.'])} ${pick(['Book a place through Eventbrite.', 'Register now.', 'Free to attend.'])}`,
      stages: c.stages,
      sectors: c.sectors,
      topics,
    };
  },
  (c) => ({
    title: `Meet the Buyer${c.namePlace ? ` ${c.placeName.replace(/^the /, '')}` : ''} ${pick(['2027', 'event', 'day'])}`,
    body: `Suppliers can meet procurement teams from councils, the NHS and large contractors at this free event on ${c.date}. Find out about upcoming public sector contracts and how to bid.`,
    stages: ALL_STAGES,
    sectors: [],
    topics: ['procurement-tenders', 'networking-peer-support'],
  }),
  (c) => ({
    title: `${pick(['Funding fair', 'Meet the funders', 'Finance clinic', 'Access to finance event'])}${c.where}`,
    body: `Talk to grant funders, banks and loan providers at this drop-in event on ${c.date}. Advisers will explain which funding fits ${c.audience}.`,
    stages: c.stages,
    sectors: c.sectors,
    topics: ['grants', 'loans-finance'],
  }),
  (c) => ({
    title: `${pick(['Accelerator cohort', 'Pre-accelerator', 'Founders bootcamp'])} starts ${c.date}: apply now`,
    body: `The ${pick(['twelve-week', 'eight-week', 'six-week'])} programme for ${c.audience} starts on ${c.date}, with weekly workshops, mentors and a demo day to pitch to investors.`,
    stages: c.stages,
    sectors: c.sectors,
    topics: ['starting-up', 'equity-investment', 'networking-peer-support'],
  }),
  (c) => ({
    title: `${pick(['Annual conference', 'Industry summit', 'Sector conference'])}: ${pick(['the future of', 'growth in', 'innovation in'])} ${c.sectors.length ? c.audience.split(' ').slice(-2).join(' ') : 'small business'}`,
    body: `${c.org[0]} brings together ${c.audience} for a day of talks, panels and exhibitors on ${c.date}. ${pick(['Tickets are on sale now.', 'Early-bird tickets end soon.', 'Members attend free.'])}`,
    stages: c.stages,
    sectors: c.sectors,
    topics: ['networking-peer-support'],
  }),
];

const CONCERNS: Array<[string, string]> = [
  ['recruitment difficulties', 'recruitment-employment'],
  ['staff shortages', 'recruitment-employment'],
  ['export orders', 'export-international'],
  ['investment in digital technology', 'digital-adoption'],
  ['access to finance', 'loans-finance'],
  ['business rates and tax', 'legal-tax-regulation'],
  ['skills gaps', 'skills-training'],
  ['sales and customer demand', 'marketing-sales'],
  ['progress towards net zero', 'net-zero-sustainability'],
  ['the number of new business start-ups', 'starting-up'],
];

const INSIGHTS: Array<(c: Ctx) => Omit<Draft, 'org' | 'sourceRegions' | 'category' | 'regions'>> = [
  (c) => {
    const [concern, topic] = pick(CONCERNS);
    const pct = 10 + Math.floor(rand() * 60);
    return {
      title: `${placeTitle(c)}${pick(['Business confidence', 'Quarterly economic survey', 'SME barometer', 'Business monitor'])}: ${pick(['firms cautious', 'outlook improves', 'mixed picture', 'confidence dips'])} on ${concern}`,
      body: `The latest ${c.org[0]} survey of ${c.audience}${c.where} found that ${pct}% reported ${pick(['rising', 'falling', 'flat'])} ${concern}. The report also tracks turnover and investment intentions.`,
      stages: ALL_STAGES,
      sectors: c.sectors,
      topics: [topic],
    };
  },
  (c) => {
    const [concern, topic] = pick(CONCERNS);
    return {
      title: `Report: ${c.sectors.length ? c.audience.split(',')[0] : 'small businesses'} ${pick(['face', 'report', 'highlight'])} ${concern}`,
      body: `A new ${pick(['sector analysis', 'research report', 'study'])} published by ${c.org[0]} looks at ${concern}${c.where} and makes recommendations to government. ${pick(['The full report can be downloaded.', 'It draws on interviews with 200 firms.', 'Figures cover the last five years.'])}`,
      stages: ALL_STAGES,
      sectors: c.sectors,
      topics: [topic],
    };
  },
  (c) => {
    const rule = pick([
      ['new deposit return rules for drinks containers', 'legal-tax-regulation'],
      ['changes to employer National Insurance contributions', 'legal-tax-regulation'],
      ['Making Tax Digital for income tax', 'legal-tax-regulation'],
      ['the new minimum wage rates', 'recruitment-employment'],
      ['short-term let licensing', 'legal-tax-regulation'],
      ['extended producer responsibility for packaging', 'net-zero-sustainability'],
      ['new business rates revaluation', 'legal-tax-regulation'],
    ] as Array<[string, string]>);
    return {
      title: `What changes for business: ${rule[0]}`,
      body: `${c.org[0]} has announced that ${rule[0]} come into force from ${c.date}. ${pick(['Businesses should check how they are affected.', 'Trade bodies have called for a delay.', 'A consultation on the detail is open.'])}`,
      stages: ALL_STAGES,
      sectors: c.sectors,
      topics:
        rule[1] === 'legal-tax-regulation'
          ? ['legal-tax-regulation']
          : ['legal-tax-regulation', rule[1]],
    };
  },
  (c) => {
    const n = 200 + Math.floor(rand() * 5000);
    return {
      title: `${pick(['Official statistics', 'New figures', 'Statistics'])}: ${n} ${pick(['new businesses registered', 'business births recorded', 'start-ups launched'])}${c.where}`,
      body: `Figures published this week show ${n} new businesses were registered${c.where} in the last year, ${pick(['up', 'down'])} ${2 + Math.floor(rand() * 9)} per cent. Survival rates after three years were broadly unchanged.`,
      stages: ALL_STAGES,
      sectors: [],
      topics: ['starting-up'],
    };
  },
  (c) => ({
    title: `${pick(['Consultation launched', 'Views sought', 'Have your say'])} on ${pick(['a visitor levy', 'town centre regeneration', 'the regional economic strategy', 'business rates reform'])}`,
    body: `${c.org[0]} is consulting ${c.audience}${c.where} on proposed policy changes. Responses are due by ${c.date} and will inform the final decision.`,
    stages: ALL_STAGES,
    sectors: c.sectors,
    topics: ['legal-tax-regulation'],
  }),
  (c) => {
    const [concern, topic] = pick(CONCERNS);
    return {
      title: `${pick(['Economic outlook', 'Economic commentary', 'Labour market update'])}: ${pick(['growth slows', 'modest recovery forecast', 'inflation eases'])}`,
      body: `${c.org[0]} forecasts GDP growth of ${(rand() * 2).toFixed(1)}% next year${c.where}, with ${concern} the main risk for smaller firms.`,
      stages: ALL_STAGES,
      sectors: [],
      topics: [topic],
    };
  },
];

const GUIDES: Array<(c: Ctx) => Omit<Draft, 'org' | 'sourceRegions' | 'category' | 'regions'>> = [
  (c) => {
    const [subject, topics] = pick(SUBJECTS);
    return {
      title: `${pick(['How to', 'A guide to', 'Guide:', 'Step by step:'])} ${/^[A-Z][a-z]/.test(subject) ? subject.charAt(0).toLowerCase() : subject.charAt(0)}${subject.slice(1)}`,
      body: `Our ${pick(['free guide', 'step-by-step guide', 'advice page', 'short guide'])} for ${c.audience} explains ${subject.toLowerCase()}, with examples and a checklist. ${pick(['Read it online or download the PDF.', 'Updated this year.', 'Talk to an adviser if you need more help.'])}`,
      stages: c.stages,
      sectors: c.sectors,
      topics,
    };
  },
  (c) => {
    const [subject, topics] = pick(SUBJECTS);
    return {
      title: `Free online course: ${subject}`,
      body: `This self-paced course for ${c.audience} takes about ${2 + Math.floor(rand() * 6)} hours, split into short modules with quizzes. Learn at your own pace and get a certificate.`,
      stages: c.stages,
      sectors: c.sectors,
      topics: [...topics, ...(topics.includes('skills-training') ? [] : [])],
    };
  },
  (c) => {
    const [subject, topics] = pick(SUBJECTS);
    return {
      title: `${pick(['Toolkit', 'Template pack', 'Resource hub'])}: ${subject.toLowerCase()}`,
      body: `Download templates, checklists and worked examples to help ${c.audience}. ${pick(['Free to use.', 'Produced with industry experts.', 'Includes a short video.'])}`,
      stages: c.stages,
      sectors: c.sectors,
      topics,
    };
  },
  (c) => ({
    title: `${pick(['Mentoring programme', 'Free business mentoring', 'Peer mentoring'])} for ${c.audience}`,
    body: `Get matched with an experienced business mentor who will meet you regularly over six to twelve months. ${pick(['Apply any time.', 'There is no fixed start date.', 'Mentors are volunteers from the business community.'])}`,
    stages: c.stages,
    sectors: c.sectors,
    topics: ['leadership-management', 'networking-peer-support'],
  }),
  (c) => ({
    title: `Guide to ${pick(['applying for grants', 'finding funding', 'funding options'])} for ${c.audience}`,
    body: `This guide explains the difference between grants, loans and equity, how to find funding${c.where}, and how to write a strong application. It is advice, not a fund.`,
    stages: c.stages,
    sectors: c.sectors,
    topics: ['grants', 'loans-finance', 'equity-investment'],
  }),
];

const makers: Array<[LabelledItem['labels']['category'], typeof FUNDING, number]> = [
  ['funding', FUNDING, 110],
  ['events', EVENTS, 95],
  ['market-insights', INSIGHTS, 80],
  ['courses-guides', GUIDES, 85],
];

const items: Array<Omit<LabelledItem, 'split'>> = [];
const seen = new Set<string>();
for (const [category, templates, count] of makers) {
  for (let i = 0, attempts = 0; i < count && attempts < count * 50; attempts++) {
    const c = context();
    const draft = pick(templates)(c) as ReturnType<(typeof FUNDING)[number]> & {
      international?: boolean;
    };
    // One text on both sides of the split would leak the answer: titles and bodies are unique.
    const titleKey = draft.title.toLowerCase();
    if (seen.has(titleKey) || seen.has(draft.body)) continue;
    seen.add(titleKey);
    seen.add(draft.body);
    const text = `${draft.title} ${draft.body}`;
    // A stage is labelled only when the text says it; otherwise the item is open to all stages.
    const stages =
      draft.stages === c.stages && !text.includes(c.stagePhrase) ? ALL_STAGES : draft.stages;
    // Likewise a sector is labelled only when the text names it.
    const sectors = c.sectorPhrase !== null && !text.includes(c.sectorPhrase) ? [] : draft.sectors;
    const regions = [c.region];
    if (draft.international) regions.push('international');
    const id = `gen-${category}-${String(i + 1).padStart(3, '0')}`;
    items.push({
      id,
      title: draft.title.replace(/\s+/g, ' ').trim(),
      body: draft.body.replace(/\s+/g, ' ').trim(),
      organisation: c.org[0],
      link: `${c.org[1]}/${category === 'events' ? 'events' : 'news'}/${slug(draft.title)}`,
      sourceRegions: c.sourceRegions,
      origin: 'template',
      labels: {
        category,
        regions,
        stages,
        sectors,
        topics: [...new Set(draft.topics)],
      },
    });
    i++;
  }
}

for (const [i, h] of HANDWRITTEN.entries())
  items.push({ ...h, id: `hw-${String(i + 1).padStart(3, '0')}`, origin: 'handwritten' });

/** ~22 % of each category, chosen by a hash of the id: stable when items are added. */
const byCategory = new Map<string, typeof items>();
for (const item of items) {
  const list = byCategory.get(item.labels.category) ?? [];
  list.push(item);
  byCategory.set(item.labels.category, list);
}
const hash = (s: string) => createHash('sha256').update(s).digest('hex');
const out: LabelledItem[] = [];
for (const [, list] of byCategory) {
  const ordered = [...list].sort((a, b) => hash(a.id).localeCompare(hash(b.id)));
  const testCount = Math.round(list.length * 0.22);
  ordered.forEach((item, i) => out.push({ ...item, split: i < testCount ? 'test' : 'train' }));
}
out.sort((a, b) => a.id.localeCompare(b.id));
const target = new URL('../data/labelled.jsonl', import.meta.url);
writeFileSync(target, out.map((o) => JSON.stringify(o)).join('\n') + '\n');
const test = out.filter((o) => o.split === 'test').length;
console.log(
  `wrote ${out.length} items (${out.length - test} train, ${test} test) to ${target.pathname}`,
);
