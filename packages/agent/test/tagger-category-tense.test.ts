/**
 * Round five of the offline tagger (docs/tagging.md): whether an item tells of what was or of
 * what is to come, read from its dates against the day it was published, its tense and an
 * invitation to come. Sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { normalise } from '@thistle/language';
import type { TagInput } from '../src/contracts.ts';
import {
  CATEGORY_SIGNALS,
  categorySignals,
  datesAgainstPublication,
  TOPIC_SIGNALS,
  topicSignals,
} from '../src/tagging/category.ts';
import { LEXICONS, tagOffline } from '../src/tagging/offline.ts';
import { zonedTime } from '../src/time.ts';

const on = (y: number, m: number, d: number) => zonedTime(y, m, d, 12);

const signal = (input: TagInput, name: (typeof CATEGORY_SIGNALS)[number]) =>
  categorySignals(input, normalise(`${input.title} ${input.body}`))[
    CATEGORY_SIGNALS.indexOf(name)
  ]!;

describe('dates against the day of publication', () => {
  const body = 'The food fair runs at the Caird Hall from 14 to 16 May, with 40 stalls.';

  it('reads a date after publication as ahead and one before it as behind', () => {
    expect(
      datesAgainstPublication({ title: 'Food fair', body, published: on(2025, 4, 20) }),
    ).toEqual({ ahead: 0.5, behind: 0 });
    expect(
      datesAgainstPublication({ title: 'Food fair', body, published: on(2025, 5, 30) }),
    ).toEqual({ ahead: 0, behind: 0.5 });
  });

  it('settles a year left out against the publication day', () => {
    // 3 March, read on 20 March, is this year's and behind; read on 20 February, ahead.
    const text = { title: 'Breakfast briefing', body: 'Held on 3 March in Perth.' };
    expect(datesAgainstPublication({ ...text, published: on(2024, 3, 20) }).behind).toBe(0.5);
    expect(datesAgainstPublication({ ...text, published: on(2024, 2, 20) }).ahead).toBe(0.5);
  });

  it('says nothing without a publication date', () => {
    expect(datesAgainstPublication({ title: 'Food fair', body })).toEqual({ ahead: 0, behind: 0 });
  });
});

describe('tense and an invitation to come', () => {
  it.each([
    [
      'past-tense',
      'Expo review',
      'The expo was busy and buyers were keen; sellers had full order books by noon.',
    ],
    ['future-tense', 'Expo', 'The expo will open at ten and buyers will meet sellers all day.'],
    ['invites-attendance', 'Supper club', 'Come along on Thursday; tickets are £12.'],
  ] as const)('hears %s', (name, title, body) => {
    expect(signal({ title, body }, name)).toBeGreaterThan(0);
  });

  it.each([
    ['past-tense', 'Grants for shopfronts', 'Apply by 30 June for up to £3,000.'],
    ['future-tense', 'What counts as a benefit in kind', 'A company car counts; a bike may not.'],
    ['invites-attendance', 'Rates relief explained', 'Relief is applied to your bill.'],
  ] as const)('does not hear %s where it is not', (name, title, body) => {
    expect(signal({ title, body }, name)).toBe(0);
  });

  it('leaves the topics reading the voice as before (their signals are not the category’s new ones)', () => {
    const input = { title: 'Expo', body: 'The expo will open at ten.', published: on(2025, 1, 1) };
    const norm = normalise(`${input.title} ${input.body}`);
    expect(topicSignals(input, norm, LEXICONS.category)).toHaveLength(TOPIC_SIGNALS.length);
    expect(TOPIC_SIGNALS).not.toContain('future-tense');
  });
});

describe('the category of a report and of what is to come', () => {
  const stand = {
    organisation: 'Scottish Seafood Exporters',
    sourceRegions: ['scotland'],
  };

  it('reads a stand at a fair still to come as an event, and the same stand afterwards as a report', () => {
    const ahead = tagOffline({
      ...stand,
      title: 'Fourteen Scottish seafood firms on the Scotland stand in Brussels',
      body:
        'Fourteen firms will exhibit on the Scotland stand at the seafood show in Brussels from ' +
        '22 to 24 April. Chefs will cook samples on the stand all three days, and buyers from ' +
        'forty countries will visit.',
      published: on(2025, 4, 8),
    });
    const behind = tagOffline({
      ...stand,
      title: 'Fourteen Scottish seafood firms on the Scotland stand in Brussels',
      body:
        'Fourteen firms exhibited on the Scotland stand at the seafood show in Brussels from ' +
        '22 to 24 April. Chefs cooked samples on the stand all three days, and buyers were ' +
        'there from forty countries; the firms had taken orders worth £3m by the close.',
      published: on(2025, 5, 6),
    });
    expect(ahead.category).toBe('events');
    expect(behind.category).toBe('market-insights');
  });

  // A known miss from round seven's retrain to round ten's, and from round twelve's to
  // thirteen's (docs/tagging.md): "this week" beside a trade mission read as an event to come.
  // From round fourteen to round twenty-one the extractor's facts (no event ahead) tipped it
  // right; round twenty-two's retrain tips it back (events 0.59 against market-insights 0.55 in
  // the blend; 0.60 against 0.52 after round twenty-three), so it is kept as a known miss: this
  // test fails loudly the day it reads right again.
  it.fails(
    'reads firms reported on a trade mission this week as news of it, not an invitation',
    () => {
      const tags = tagOffline({
        title: 'Seven Dundee firms on Boston trade mission',
        body:
          'Seven Dundee companies are in Boston this week on a trade mission organised by the ' +
          'chamber. They have been meeting buyers and were briefed on the life sciences market. ' +
          "The chamber said last year's mission led to £2m of sales.",
        organisation: 'Dundee Chamber',
        sourceRegions: ['tayside-fife'],
        published: on(2025, 5, 20),
      });
      expect(tags.category).toBe('market-insights');
    },
  );
});

describe("the extractor's facts as category signals", () => {
  const call: TagInput = {
    title: 'Shopfront grants open',
    body: 'Town-centre shops can apply for up to £5,000 towards new frontages. Applications close at 5pm on Friday 28 March.',
    published: on(2025, 3, 3),
  };
  const report: TagInput = {
    title: 'Shopfront grants: the first year',
    body: 'Forty shops shared £150,000 in the scheme, which closed on 28 March 2024. The expo ran on 2 May 2024.',
    published: on(2025, 3, 3),
  };
  const show: TagInput = {
    title: 'Food and drink expo comes to the Caird Hall',
    body: 'The expo opens at 10am on Tuesday 6 May, with 60 stands and free entry for trade visitors.',
    published: on(2025, 3, 3),
  };

  it('reads a closing date to come and a sum one business may get in a call', () => {
    expect(signal(call, 'deadline-ahead')).toBe(1);
    expect(signal(call, 'amount-offered')).toBe(1);
    expect(signal(call, 'event-ahead')).toBe(0);
  });

  it('reads an event to come in a listing, and nothing ahead in a report', () => {
    expect(signal(show, 'event-ahead')).toBe(1);
    expect(signal(show, 'deadline-ahead')).toBe(0);
    for (const name of ['deadline-ahead', 'event-ahead', 'amount-offered'] as const)
      expect(signal(report, name)).toBe(0);
  });

  it('takes the facts the pipeline has read instead of reading them again', () => {
    const told = { deadline: null, eventStart: on(2025, 5, 6), amountMaxGbp: null };
    expect(signal({ ...call, facts: told }, 'deadline-ahead')).toBe(0);
    expect(signal({ ...call, facts: told }, 'event-ahead')).toBe(1);
    expect(tagOffline({ ...show, facts: null })).toEqual(tagOffline(show));
  });
});
