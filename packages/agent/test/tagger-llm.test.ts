import { createOpenAiCompatibleClient, type Logger } from '@thistle/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  completion,
  startFakeOpenAi,
  type FakeOpenAi,
} from '../../../tests/support/fake-openai.ts';
import { readFileSync } from 'node:fs';
import { LABELLING_CONVENTIONS } from '../src/tagging/conventions.ts';
import { createTagger, tagOffline, TAGGING_SYSTEM_PROMPT } from '../src/tagging/index.ts';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const input = {
  title: 'Fife manufacturing investment grant',
  body: 'Fife Council offers grants of up to £40,000 to established manufacturers for new machinery.',
  organisation: 'Fife Council',
  link: 'https://www.fife.gov.uk/news/grant',
  sourceRegions: ['scotland', 'tayside-fife'],
};

const valid = {
  category: 'funding',
  category_confidence: 0.93,
  regions: ['tayside-fife'],
  stages: ['established'],
  sectors: ['manufacturing-engineering'],
  topics: ['grants', 'innovation-rd'],
  confidence: { regions: { 'tayside-fife': 0.97 }, topics: { grants: 0.95, 'innovation-rd': 0.6 } },
};

function setup() {
  const warnings: string[] = [];
  const log = (obj: object | string, msg?: string) =>
    warnings.push(`${JSON.stringify(obj)} ${msg ?? ''}`);
  const logger: Logger = { info() {}, debug() {}, error: log, warn: log, child: () => logger };
  const llm = createOpenAiCompatibleClient({
    baseUrl: fake.url,
    apiKey: 'sk-secret-key',
    model: 'gpt-test',
    timeoutMs: 300,
    retryDelayMs: 5,
  });
  return { tagger: createTagger({ llm, logger }), warnings };
}

describe('LLM tagger', () => {
  it('uses a valid answer, and sends the taxonomy and the item on the wire', async () => {
    fake.reply({ status: 200, json: completion(JSON.stringify(valid)) });
    const { tagger } = setup();
    const tags = await tagger.tag(input);
    expect(tags).toEqual({
      category: 'funding',
      regions: ['tayside-fife'],
      stages: ['established'],
      sectors: ['manufacturing-engineering'],
      topics: ['grants', 'innovation-rd'],
      confidence: {
        category: 0.93,
        regions: { 'tayside-fife': 0.97 },
        stages: { established: 0.8 },
        sectors: { 'manufacturing-engineering': 0.8 },
        topics: { grants: 0.95, 'innovation-rd': 0.6 },
      },
      taggedBy: 'llm',
    });
    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0]!;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-secret-key');
    expect(req.body.model).toBe('gpt-test');
    expect(req.body.response_format).toEqual({ type: 'json_object' });
    const messages = req.body.messages as Array<{ role: string; content: string }>;
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[0]!.content).toBe(TAGGING_SYSTEM_PROMPT);
    for (const id of [
      'market-insights',
      'highlands-islands',
      'established',
      'marine-fishing',
      'inclusion-diversity',
    ]) {
      expect(messages[0]!.content).toContain(id);
    }
    expect(JSON.parse(messages[1]!.content)).toMatchObject({
      title: input.title,
      organisation: 'Fife Council',
      source_regions: ['scotland', 'tayside-fife'],
    });
  });

  it.each([
    ['malformed JSON', { status: 200, json: completion('{"category": "funding", "regions": [') }],
    [
      'an id outside the taxonomy',
      { status: 200, json: completion(JSON.stringify({ ...valid, regions: ['fife'] })) },
    ],
    [
      'a second category',
      { status: 200, json: completion(JSON.stringify({ ...valid, category: 'grants' })) },
    ],
    ['no topic', { status: 200, json: completion(JSON.stringify({ ...valid, topics: [] })) }],
    ['a 500 twice', { status: 500, json: { error: { message: 'internal' } } }],
    ['a timeout', { delayMs: 1000, status: 200, json: completion(JSON.stringify(valid)) }],
  ])(
    'falls back to the offline tagger on %s, and logs it without the key',
    async (_name, reply) => {
      fake.reply(reply);
      const { tagger, warnings } = setup();
      const tags = await tagger.tag(input);
      expect(tags.taggedBy).toBe('offline');
      expect(tags).toEqual(tagOffline(input));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('offline');
      expect(warnings.join('\n')).not.toContain('sk-secret-key');
    },
  );

  it('is offline with no LLM client and sends nothing', async () => {
    const tags = await createTagger().tag(input);
    expect(tags.taggedBy).toBe('offline');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('the conventions the LLM tagger is told', () => {
  it('are the ones docs/tagging.md states, word for word, and the system prompt carries them whole', () => {
    const doc = readFileSync(new URL('../../../docs/tagging.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## Labelling conventions'));
    const rules = section.slice(section.indexOf('- **Category**'), section.indexOf('\n## ')).trim();
    expect(LABELLING_CONVENTIONS).toBe(rules);
    expect(TAGGING_SYSTEM_PROMPT).toContain(LABELLING_CONVENTIONS);
    // The rules that the shorter prompt before this one left out.
    for (const rule of [
      'a tender to bid',
      'Accelerator cohorts',
      'Moray is',
      'publisher is a sector body',
    ])
      expect(TAGGING_SYSTEM_PROMPT).toContain(rule);
  });
});
