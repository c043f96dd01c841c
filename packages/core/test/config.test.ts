import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, envSchema, loadConfig } from '../src/config/env.ts';

describe('loadConfig', () => {
  it('gives the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('./data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.llm.provider).toBe('offline');
    expect(config.sampleContent).toBe(true);
    expect(config.fetchAllowPrivate).toBe(false);
    expect(config.inlineWorker).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a whole number from 0 to 65535 \(got "abc"\)/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [
      { DATABASE_URL: 'mysql://localhost/x' },
      /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/,
    ],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL must be a postgres/],
    [{ SMTP_URL: 'http://x' }, /SMTP_URL must be an smtp/],
    [{ FETCH_ALLOW_PRIVATE: 'maybe' }, /FETCH_ALLOW_PRIVATE must be true or false/],
    [{ LLM_PROVIDER: 'skynet' }, /LLM_PROVIDER must be offline or openai/],
    [{ DATA_KEY: 'short' }, /DATA_KEY must be 32 random bytes/],
  ])('rejects %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never echoes a secret or URL value in the message', () => {
    try {
      loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/x' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain('hunter2');
    }
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT .*; LOG_LEVEL/);
  });

  it('requires secrets and a public URL in production, and turns the sample pack off', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /AUTH_SECRET, DATA_KEY, PUBLIC_URL must be set/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      DATA_KEY: Buffer.alloc(32, 1).toString('base64'),
      PUBLIC_URL: 'https://thistle.example/',
    });
    expect(config.sampleContent).toBe(false);
    expect(config.publicUrl).toBe('https://thistle.example');
  });

  it('believes forwarded addresses only when told which proxies to trust', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY must be/);
  });

  it('parses booleans and the database URL', () => {
    const config = loadConfig({
      SAMPLE_CONTENT: 'false',
      FETCH_ALLOW_PRIVATE: 'true',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/test',
    });
    expect(config.sampleContent).toBe(false);
    expect(config.fetchAllowPrivate).toBe(true);
    expect(config.databaseUrl).toBe('postgres://u@127.0.0.1:5432/test');
  });
});

describe('documentation of the configuration', () => {
  const names = Object.keys(envSchema.shape);
  it.each([['.env.example'], ['README.md']])('%s lists every variable', (file) => {
    const text = readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
    const missing = names.filter((name) => !text.includes(name));
    expect(missing).toEqual([]);
  });
});
