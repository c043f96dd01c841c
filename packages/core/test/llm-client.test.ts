import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLlmClient, createOpenAiCompatibleClient, LlmError } from '../src/ai/llm-client.ts';
import type { Logger } from '../src/logger.ts';
import {
  completion,
  startFakeOpenAi,
  type FakeOpenAi,
} from '../../../tests/support/fake-openai.ts';

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

const client = (extra: Partial<Parameters<typeof createOpenAiCompatibleClient>[0]> = {}) =>
  createOpenAiCompatibleClient({
    baseUrl: fake.url,
    apiKey: 'sk-test-123',
    model: 'test-model',
    timeoutMs: 2000,
    retryDelayMs: 10,
    ...extra,
  });

function recordingLogger(lines: string[]): Logger {
  const log = (obj: object | string, msg?: string) => lines.push(JSON.stringify(obj) + (msg ?? ''));
  const logger: Logger = { info: log, warn: log, error: log, debug: log, child: () => logger };
  return logger;
}

describe('OpenAI-compatible LLM client', () => {
  it('posts a chat completion in the OpenAI wire format and returns the parsed JSON answer', async () => {
    fake.reply({ status: 200, json: completion('{"answer": 42}') });
    const answer = await client().completeJson({ system: 'You are a tagger.', user: 'Tag this.' });
    expect(answer).toEqual({ answer: 42 });
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/v1/chat/completions');
    expect(req!.headers.authorization).toBe('Bearer sk-test-123');
    expect(req!.headers['content-type']).toContain('application/json');
    expect(req!.body.model).toBe('test-model');
    expect(req!.body.messages).toEqual([
      { role: 'system', content: 'You are a tagger.' },
      { role: 'user', content: 'Tag this.' },
    ]);
    expect(req!.body.response_format).toEqual({ type: 'json_object' });
  });

  it('asks for json_schema when given a schema', async () => {
    fake.reply({ status: 200, json: completion('{"ok": true}') });
    const schema = { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] };
    await client().completeJson({ system: 's', user: 'u', schema: { name: 'answer', schema } });
    expect(fake.requests[0]!.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'answer', schema, strict: true },
    });
  });

  it('sends no Authorization header to a keyless local endpoint (Ollama)', async () => {
    fake.reply({ status: 200, json: completion('{}') });
    await client({ apiKey: undefined }).completeJson({ system: 's', user: 'u' });
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('retries once on a 500 and once on a 429, then succeeds', async () => {
    fake.reply(
      { status: 500, json: { error: 'boom' } },
      { status: 200, json: completion('{"n":1}') },
    );
    await expect(client().completeJson({ system: 's', user: 'u' })).resolves.toEqual({ n: 1 });
    expect(fake.requests).toHaveLength(2);

    fake.requests.length = 0;
    fake.reply(
      { status: 429, json: { error: 'slow down' }, headers: { 'retry-after': '0' } },
      { status: 200, json: completion('{"n":2}') },
    );
    await expect(client().completeJson({ system: 's', user: 'u' })).resolves.toEqual({ n: 2 });
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after one retry with an http error', async () => {
    fake.reply({ status: 503, json: { error: 'down' } });
    const error = await client()
      .completeJson({ system: 's', user: 'u' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).reason).toBe('http');
    expect((error as LlmError).httpStatus).toBe(503);
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry a 400', async () => {
    fake.reply({ status: 400, json: { error: 'bad request' } });
    await expect(client().completeJson({ system: 's', user: 'u' })).rejects.toMatchObject({
      reason: 'http',
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('times out', async () => {
    fake.reply({ delayMs: 1500, status: 200, json: completion('{}') });
    await expect(
      client({ timeoutMs: 150 }).completeJson({ system: 's', user: 'u' }),
    ).rejects.toMatchObject({
      reason: 'timeout',
    });
  });

  it('rejects content that is not JSON, and accepts JSON in a Markdown fence', async () => {
    fake.reply({ status: 200, json: completion('Sure! Here are the tags: funding') });
    await expect(client().completeJson({ system: 's', user: 'u' })).rejects.toMatchObject({
      reason: 'invalid-response',
    });
    fake.reply({ status: 200, json: completion('```json\n{"a":1}\n```') });
    await expect(client().completeJson({ system: 's', user: 'u' })).resolves.toEqual({ a: 1 });
  });

  it('refuses special-category requests before anything leaves the process, unless allowed', async () => {
    await expect(
      client().completeJson({ system: 's', user: 'my religion is…', sensitive: true }),
    ).rejects.toMatchObject({ reason: 'refused' });
    expect(fake.requests).toHaveLength(0);
    fake.reply({ status: 200, json: completion('{}') });
    await client({ sendSensitive: true }).completeJson({ system: 's', user: 'u', sensitive: true });
    expect(fake.requests).toHaveLength(1);
  });

  it('redacts the given strings from every message', async () => {
    fake.reply({ status: 200, json: completion('{}') });
    await client().completeJson({
      system: 'Profile of Jane Doe',
      user: 'Jane Doe (jane@example.com) runs a bakery',
      redact: ['Jane Doe', 'jane@example.com'],
    });
    const sent = JSON.stringify(fake.requests[0]!.body.messages);
    expect(sent).not.toContain('Jane Doe');
    expect(sent).not.toContain('jane@example.com');
    expect(sent).toContain('[redacted] ([redacted]) runs a bakery');
  });

  it('never logs the API key', async () => {
    const lines: string[] = [];
    fake.reply({ status: 500, json: { error: 'x' } });
    await client({ logger: recordingLogger(lines) })
      .completeJson({ system: 's', user: 'u' })
      .catch(() => undefined);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain('sk-test-123');
  });

  it('is absent for LLM_PROVIDER=offline', () => {
    const llm = {
      provider: 'offline' as const,
      baseUrl: undefined,
      apiKey: undefined,
      model: 'm',
      sendSensitive: false,
    };
    expect(createLlmClient(llm)).toBeNull();
    expect(createLlmClient({ ...llm, provider: 'openai', baseUrl: fake.url })?.model).toBe('m');
  });
});
