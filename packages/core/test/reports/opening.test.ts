import { describe, expect, it } from 'vitest';
import type { LlmClient, LlmJsonRequest } from '../../src/ai/llm-client.ts';
import { offlineOpening, writeOpening, type OpeningFacts } from '../../src/reports/opening.ts';
import type { ReportItem } from '../../src/reports/report-items.ts';

const item = (title: string, extra: Partial<ReportItem> = {}): ReportItem => ({
  post_id: title,
  title,
  category: 'Funding',
  organisation: 'Funder',
  link: null,
  reason: '',
  deadline: null,
  amount_max_gbp: null,
  event_start: null,
  ...extra,
});

const asOf = new Date('2026-03-30T06:00:00Z');
const facts: OpeningFacts = {
  firstName: 'Ailsa',
  businessName: 'Heather & Hive',
  stage: 'startup',
  sectors: ['food-drink'],
  asOf,
  sections: [
    {
      category: 'Funding',
      items: [
        item('Export Kickstart', { deadline: '2026-04-10T22:59:00.000Z', amount_max_gbp: 5000 }),
        item('Food Growth Fund', { amount_max_gbp: 25_000 }),
      ],
    },
    { category: 'Events', items: [item('Meet the Buyer', { category: 'Events' })] },
    { category: 'From your saved searches', items: [item('Honey exports guide')] },
  ],
};

describe('the report opening', () => {
  it('is written from the owner and what the report holds, with no LLM', () => {
    expect(offlineOpening(facts)).toBe(
      "Good morning, Ailsa. This week's picks for Heather & Hive, a start-up, are 2 funding opportunities and 1 event. 1 new item matches the searches you saved. One closes within three weeks: Export Kickstart, on Friday 10 April 2026. The largest award on offer is up to £25,000.",
    );
  });

  it('says less when it knows less', () => {
    expect(
      offlineOpening({
        ...facts,
        firstName: null,
        businessName: null,
        stage: null,
        sections: [{ category: 'Courses & Guides', items: [item('Pricing guide')] }],
      }),
    ).toBe("Good morning. This week's picks for your business are 1 course or guide.");
  });

  it('asks the LLM when one is configured, sending no special-category data', async () => {
    const requests: LlmJsonRequest[] = [];
    const llm: LlmClient = {
      provider: 'openai',
      model: 'test',
      async completeJson(request) {
        requests.push(request);
        return {
          opening:
            'Morning Ailsa! Two funds and a buyer event are open to Heather & Hive this week.',
        };
      },
    };
    const opening = await writeOpening(facts, llm);
    expect(opening).toEqual({
      source: 'llm',
      text: 'Morning Ailsa! Two funds and a buyer event are open to Heather & Hive this week.',
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.sensitive).toBeUndefined();
    const sent = JSON.parse(requests[0]!.user) as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual([
      'business',
      'firstName',
      'items',
      'sectors',
      'stage',
      'week',
    ]);
  });

  it('falls back to the template when the LLM fails or answers badly', async () => {
    for (const answer of [
      () => Promise.reject(new Error('down')),
      () => Promise.resolve({ opening: 'Too short.' }),
      () =>
        Promise.resolve({
          opening: 'See https://example.org for a lovely list of grants this week, Ailsa.',
        }),
    ]) {
      const llm: LlmClient = { provider: 'openai', model: 'test', completeJson: answer };
      expect(await writeOpening(facts, llm)).toEqual({
        source: 'offline',
        text: offlineOpening(facts),
      });
    }
  });
});
