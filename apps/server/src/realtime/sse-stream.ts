import type { ServerResponse } from 'node:http';
import type { RealtimeEvent } from '@thistle/core';

/** How many recent event ids a stream remembers, so a replayed or caught-up event is sent once. */
const REMEMBERED_IDS = 1024;
/**
 * A client this far behind (bytes queued in the socket) is dropped rather than buffered
 * without end; it reconnects with Last-Event-ID and the replay brings it up to date.
 */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/** One open GET /api/realtime: writes events in the SSE format and closes once. */
export class SseStream {
  /** The highest event id sent: where a catch-up starts. */
  lastId = 0;
  private readonly sent = new Set<number>();
  /** Live events held back while the stream replays what the client missed. */
  private held: RealtimeEvent[] | null = [];
  private closed = false;
  private readonly closeListeners: (() => void)[] = [];

  constructor(
    private readonly response: ServerResponse,
    readonly userId: string,
    readonly sessionId: string,
  ) {
    response.on('close', () => this.markClosed());
  }

  get isClosed() {
    return this.closed;
  }

  onClose(listener: () => void) {
    if (this.closed) listener();
    else this.closeListeners.push(listener);
  }

  /** Where this stream's history begins (the client has everything up to this id). */
  startAfter(id: number) {
    this.lastId = Math.max(this.lastId, id);
  }

  /** A live event: sent now, or after the replay if one is under way. */
  send(event: RealtimeEvent) {
    if (this.held) this.held.push(event);
    else this.deliver(event);
  }

  /** Sends what the client missed, then whatever arrived live meanwhile, each once, in order. */
  replay(missed: RealtimeEvent[]) {
    for (const event of missed) this.deliver(event);
  }

  endReplay() {
    const held = this.held ?? [];
    this.held = null;
    for (const event of held.sort((a, b) => a.id - b.id)) this.deliver(event);
  }

  comment(text: string) {
    this.write(`: ${text}\n\n`);
  }

  close() {
    if (this.closed) return;
    this.response.end();
    this.markClosed();
  }

  private deliver(event: RealtimeEvent) {
    if (this.closed || this.sent.has(event.id)) return;
    this.sent.add(event.id);
    if (this.sent.size > REMEMBERED_IDS) {
      this.sent.delete(this.sent.values().next().value!);
    }
    this.lastId = Math.max(this.lastId, event.id);
    const data = JSON.stringify({ op: event.op, rows: event.rows });
    this.write(`id: ${event.id}\nevent: ${event.table}\ndata: ${data}\n\n`);
  }

  private write(chunk: string) {
    if (this.closed) return;
    if (this.response.writableLength > MAX_BUFFERED_BYTES) {
      this.close();
      return;
    }
    this.response.write(chunk);
  }

  private markClosed() {
    if (this.closed) return;
    this.closed = true;
    for (const listener of this.closeListeners.splice(0)) listener();
  }
}
