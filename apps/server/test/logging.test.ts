import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACT_PATHS } from '../src/services.ts';

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
