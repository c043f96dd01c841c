import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@thistle/core';
import { readableLine } from '../src/logging/readable-lines.ts';
import { createLogger, REDACT_PATHS } from '../src/services.ts';
import { createTestApp } from './support.ts';

describe('log redaction', () => {
  it('never writes credentials or tokens', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino({ redact: { paths: REDACT_PATHS, censor: '[Redacted]' } }, sink);
    logger.info({
      req: { headers: { authorization: 'Bearer eyJsecret', cookie: 'sid=abc' } },
      body: { email: 'a@b.com', password: 'hunter2hunter2' },
      session: { access_token: 'at-123', refresh_token: 'rt-456' },
      llm: { apiKey: 'sk-live-789' },
    });
    const output = lines.join('');
    for (const secret of [
      'eyJsecret',
      'sid=abc',
      'hunter2hunter2',
      'at-123',
      'rt-456',
      'sk-live-789',
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('a@b.com');
    expect(output).toContain('[Redacted]');
  });
});

describe('the development console', () => {
  it('prints one short readable line per log record', () => {
    const line = readableLine(
      JSON.stringify({
        level: 30,
        time: Date.UTC(2026, 10, 23, 9, 5, 7),
        pid: 1,
        hostname: 'h',
        app: 'thistle',
        msg: 'Thistle is ready at http://localhost:3000',
        database: 'pglite',
      }),
    );
    expect(line).toMatch(
      /^\d\d:\d\d:\d\d INFO {2}Thistle is ready at http:\/\/localhost:3000 database=pglite\n$/,
    );
    expect(readableLine('not json\n')).toBe('not json\n');
  });

  it('logs requests as one short line at debug, and nothing at info', async () => {
    for (const [level, expected] of [
      ['debug', 1],
      ['info', 0],
    ] as const) {
      const lines: string[] = [];
      const sink = new Writable({
        write(chunk, _encoding, done) {
          lines.push(...String(chunk).trim().split('\n'));
          done();
        },
      });
      const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: level });
      const t = await createTestApp(
        'pglite',
        { NODE_ENV: 'development', LOG_LEVEL: level },
        {
          logger: createLogger(config, sink),
        },
      );
      try {
        await t.app.inject('/api/health?token=secret-value');
      } finally {
        await t.close();
      }
      const requestLines = lines.filter((l) => l.includes('/api/health'));
      expect(requestLines).toHaveLength(expected);
      if (expected) {
        expect(JSON.parse(requestLines[0]!).msg).toMatch(
          /^GET \/api\/health\?token=\[Redacted\] 200 \d+ ms$/,
        );
      }
    }
  });
});
