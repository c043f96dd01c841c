/** `thistle tag` lines: an optional publication date, read as the pipeline reads an entry's. */
import { describe, expect, it } from 'vitest';
import { describeBadLine, tagLine, tagLineInputSchema } from '../../src/operator/tag-line.ts';
import { extractEntryFacts } from '../../src/pipeline/agent-stages.ts';
import { FakeWeb, fakeStages } from '../support/doubles.ts';

// The real extract stage, as the pipeline wires it; the tags do not matter here.
const stages = { extractFacts: extractEntryFacts, tagger: fakeStages(new FakeWeb()).tagger };
const now = new Date('2026-11-21T12:00:00Z');

describe('tag line input', () => {
  it.each([
    ['2025-01-10', '2025-01-10T00:00:00.000Z'],
    ['2025-07-10', '2025-07-09T23:00:00.000Z'],
    ['2025-01-10T09:30:00Z', '2025-01-10T09:30:00.000Z'],
    ['2025-07-10T09:30+01:00', '2025-07-10T08:30:00.000Z'],
  ])('reads published %s as London time', (published, instant) => {
    const input = tagLineInputSchema.parse({ title: 'x', published });
    expect(input.published?.toISOString()).toBe(instant);
  });

  it('leaves published out when the line has none', () => {
    expect(tagLineInputSchema.parse({ title: 'x' }).published).toBeUndefined();
  });

  it.each(['2025-02-30', '10/01/2025', 'last Tuesday', '2025-1-10', 20250110])(
    'refuses published %s with the operator’s message',
    (published) => {
      const result = tagLineInputSchema.safeParse({ title: 'x', published });
      expect(result.success).toBe(false);
      expect(describeBadLine(result.error!)).toBe('"published" is not an ISO date (YYYY-MM-DD)');
    },
  );

  it('says a line without a title is not an item', () => {
    const result = tagLineInputSchema.safeParse({ body: 'no title' });
    expect(describeBadLine(result.error!)).toBe('not a JSON object with a "title" string');
  });
});

describe('tagLine', () => {
  const item = {
    title: 'Shopfront grants',
    body: 'A £2m fund offering grants of up to £7,500 per business. Applications close on Friday 14 March.',
  };

  it('settles a date without a year from the publication date', async () => {
    const input = tagLineInputSchema.parse({ ...item, published: '2025-01-10' });
    const out = await tagLine(stages, input, now);
    expect(out).toMatchObject({ deadline: '2025-03-14', amount_max_gbp: 7500 });
  });

  it('gives no amount for an item that offers none, whatever sums it quotes', async () => {
    const asInsight = {
      ...stages,
      tagger: {
        tag: async (input: Parameters<typeof stages.tagger.tag>[0]) => ({
          ...(await stages.tagger.tag(input)),
          category: 'market-insights' as const,
        }),
      },
    };
    const out = await tagLine(asInsight, tagLineInputSchema.parse(item), now);
    expect(out.amount_max_gbp).toBeNull();
  });

  it('gives an event start to an event only, not to a report that names one', async () => {
    const taggedAs = (category: 'market-insights' | 'events') => ({
      ...stages,
      tagger: {
        tag: async (input: Parameters<typeof stages.tagger.tag>[0]) => ({
          ...(await stages.tagger.tag(input)),
          category,
        }),
      },
    });
    const namingAnEvent = tagLineInputSchema.parse({
      title: 'Tourism week: visitor figures up',
      body: 'Visitor numbers rose 4% last year, the board reports. Tourism Week runs from 15 to 21 July, with events across the county.',
      published: '2025-01-10',
    });
    const asReport = await tagLine(taggedAs('market-insights'), namingAnEvent, now);
    expect(asReport.event_start).toBeNull();
    const asEvent = await tagLine(taggedAs('events'), namingAnEvent, now);
    expect(asEvent.event_start).toMatch(/^2025-07-15/);
  });

  it('falls back to today without one', async () => {
    const out = await tagLine(stages, tagLineInputSchema.parse(item), now);
    // 14 March is a Friday in neither 2026 nor 2027 nor 2028: the window's year stands.
    expect(out.deadline).toBe('2027-03-14');
  });
});
