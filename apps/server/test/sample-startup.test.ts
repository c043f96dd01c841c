/**
 * A real first start: the server ingests the sample pack from itself in the background after
 * it listens, with the private-address guard on, and the operator status shows the items.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../../tests/support/server-process.ts';

describe('first start with SAMPLE_CONTENT=true', { timeout: 240_000 }, () => {
  it('fills an empty database with the sample pack', async () => {
    const server = await startServer({
      env: { SAMPLE_CONTENT: 'true', FETCH_ALLOW_PRIVATE: 'false' },
    });
    try {
      const { token } = JSON.parse(readFileSync(join(server.dataDir, 'server.json'), 'utf8')) as {
        token: string;
      };
      let status:
        { items: number; sampleItems: number; total: number; failing: number } | undefined;
      for (let i = 0; i < 300; i++) {
        const response = await fetch(`${server.url}/api/operator/status`, {
          headers: { authorization: `Bearer ${token}` },
        });
        status = (await response.json()) as typeof status;
        if (status!.items >= 150) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(status!.items).toBeGreaterThanOrEqual(150);
      expect(status!.sampleItems).toBe(status!.items);
      expect(status!.failing).toBe(0);
      expect(server.output()).not.toMatch(/sample pack ingestion failed/);
    } finally {
      await server.dispose();
    }
  });
});
