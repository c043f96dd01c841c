import {
  eventsAfter,
  eventsByIds,
  latestEventId,
  liveSessionIds,
  type Logger,
  type RealtimeEvent,
} from '@thistle/core';
import type { Database } from '@thistle/db';
import { listenForChanges, type ChangeListener } from './change-listener.ts';
import type { SseStream } from './sse-stream.ts';

const REPLAY_PAGE = 1000;

/**
 * This process's open realtime streams, by owner. Every process LISTENs; a NOTIFY names the
 * owner and the event id, so a process fetches only the events of owners it has streams for,
 * in one query for all the NOTIFYs that arrived together.
 */
export class RealtimeHub {
  private readonly streams = new Map<string, Set<SseStream>>();
  private readonly pending = new Set<number>();
  private flushScheduled = false;
  /** Deliveries run one after another, so each stream sees events in the order fetched. */
  private delivering: Promise<void> = Promise.resolve();
  private listener: ChangeListener | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: {
      database: Database;
      databaseUrl: string | undefined;
      logger: Logger;
      heartbeatMs: number;
    },
  ) {}

  async start() {
    this.listener = await listenForChanges({
      database: this.options.database,
      databaseUrl: this.options.databaseUrl,
      logger: this.options.logger,
      onPayload: (payload) => this.heard(payload),
      onReconnect: () => this.serially(() => this.catchUp()),
    });
    this.heartbeat = setInterval(() => {
      void this.serially(() => this.beat());
    }, this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  get openStreams(): number {
    let count = 0;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }

  /**
   * Adds a stream; with a Last-Event-ID, first replays that owner's events after it (live
   * events that arrive meanwhile are held and sent after, each once).
   */
  async open(stream: SseStream, lastEventId: number | undefined) {
    let set = this.streams.get(stream.userId);
    if (!set) {
      set = new Set();
      this.streams.set(stream.userId, set);
    }
    set.add(stream);
    stream.onClose(() => this.remove(stream));
    try {
      if (lastEventId === undefined) {
        // Nothing to replay; but a catch-up after the listener reconnects starts from here,
        // not from the owner's whole day of events.
        stream.startAfter(await latestEventId(this.db, stream.userId));
      } else {
        stream.startAfter(lastEventId);
        for (let after = lastEventId; ;) {
          const missed = await eventsAfter(this.db, stream.userId, after, REPLAY_PAGE);
          stream.replay(missed);
          if (missed.length < REPLAY_PAGE || stream.isClosed) break;
          after = missed.at(-1)!.id;
        }
      }
    } finally {
      stream.endReplay();
    }
  }

  async close() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.listener?.close();
    for (const set of this.streams.values()) for (const stream of set) stream.close();
    this.streams.clear();
  }

  private get db() {
    return this.options.database.db;
  }

  private remove(stream: SseStream) {
    const set = this.streams.get(stream.userId);
    set?.delete(stream);
    if (set?.size === 0) this.streams.delete(stream.userId);
  }

  private heard(payload: string) {
    const separator = payload.lastIndexOf(':');
    const userId = payload.slice(0, separator);
    const id = Number(payload.slice(separator + 1));
    if (!this.streams.has(userId) || !Number.isSafeInteger(id)) return;
    this.pending.add(id);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // NOTIFYs that arrive together (a rank job's batch) are fetched in one query.
    setImmediate(() => {
      this.flushScheduled = false;
      const ids = [...this.pending];
      this.pending.clear();
      void this.serially(async () => this.dispatch(await eventsByIds(this.db, ids)));
    });
  }

  private dispatch(events: RealtimeEvent[]) {
    for (const event of events) {
      for (const stream of this.streams.get(event.userId) ?? []) stream.send(event);
    }
  }

  /** After the listener reconnects: whatever was written while it was away. */
  private async catchUp() {
    for (const [userId, set] of this.streams) {
      const since = Math.min(...[...set].map((s) => s.lastId));
      this.dispatch(await eventsAfter(this.db, userId, since, REPLAY_PAGE));
    }
  }

  /** A comment on every stream, and streams whose session was revoked are closed. */
  private async beat() {
    const all = [...this.streams.values()].flatMap((set) => [...set]);
    if (all.length === 0) return;
    for (const stream of all) stream.comment('heartbeat');
    const live = await liveSessionIds(this.db, [...new Set(all.map((s) => s.sessionId))]);
    for (const stream of all) if (!live.has(stream.sessionId)) stream.close();
  }

  private serially(task: () => Promise<void>): Promise<void> {
    this.delivering = this.delivering.then(task).catch((error: unknown) => {
      this.options.logger.error({ err: error }, 'realtime delivery failed');
    });
    return this.delivering;
  }
}
