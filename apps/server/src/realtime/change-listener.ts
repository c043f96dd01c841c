import pg from 'pg';
import { REALTIME_CHANNEL, type Logger } from '@thistle/core';
import type { Database } from '@thistle/db';

export interface ChangeListener {
  close(): Promise<void>;
}

const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000];

/**
 * Hears every `NOTIFY thistle_realtime` (docs/decisions/0019-realtime-over-sse-with-fetch.md).
 * On a real server: a dedicated connection outside the pool, reconnected after a drop, and
 * `onReconnect` called so streams can catch up on what was written meanwhile. Embedded: PGlite's
 * in-process listen.
 */
export async function listenForChanges(options: {
  database: Database;
  databaseUrl: string | undefined;
  logger: Logger;
  onPayload: (payload: string) => void;
  onReconnect: () => void;
}): Promise<ChangeListener> {
  const { database, databaseUrl, logger, onPayload, onReconnect } = options;
  if (!databaseUrl) {
    const unlisten = await database.listen(REALTIME_CHANNEL, onPayload);
    return { close: unlisten };
  }

  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === REALTIME_CHANNEL) onPayload(message.payload ?? '');
    });
    next.on('error', (error) =>
      logger.warn({ err: error }, 'realtime listener lost its connection'),
    );
    next.on('end', () => {
      if (client === next) client = undefined;
      if (!closed) scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${REALTIME_CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  }

  function scheduleReconnect() {
    if (retry || closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          attempt = 0;
          logger.info('realtime listener reconnected');
          onReconnect();
        },
        (error: unknown) => {
          logger.warn({ err: error }, 'realtime listener could not reconnect');
          scheduleReconnect();
        },
      );
    }, delay);
    retry.unref();
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
