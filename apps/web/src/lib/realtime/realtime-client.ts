import { REALTIME_RECONNECT_DELAYS_MS } from '@thistle/shared/constants';
import { authorizationHeader } from '@/lib/api-client';
import { SseParser, type SseEvent } from './sse-parser';

export interface RealtimeOptions {
  onEvent: (event: SseEvent) => void;
  /** Connected (true) or waiting to reconnect (false). */
  onStatus?: (connected: boolean) => void;
  url?: string;
}

/**
 * The owner's live changes (docs/decisions/0019-realtime-over-sse-with-fetch.md): the stream is
 * read with fetch so the bearer token goes in a header, never a URL. After a drop it reconnects
 * after 1, 2, 5 and then every 10 seconds, sending the last event id so nothing is lost.
 */
export function connectRealtime(options: RealtimeOptions): () => void {
  let stopped = false;
  let lastEventId: string | null = null;
  let attempt = 0;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    if (stopped) return;
    options.onStatus?.(false);
    const delay =
      REALTIME_RECONNECT_DELAYS_MS[Math.min(attempt, REALTIME_RECONNECT_DELAYS_MS.length - 1)]!;
    attempt++;
    timer = setTimeout(() => void open(), delay);
  };

  async function open() {
    if (stopped) return;
    controller = new AbortController();
    try {
      const headers: Record<string, string> = {
        accept: 'text/event-stream',
        ...(await authorizationHeader()),
      };
      if (!headers.authorization) return schedule();
      if (lastEventId) headers['last-event-id'] = lastEventId;
      const response = await fetch(options.url ?? '/api/realtime', {
        headers,
        signal: controller.signal,
        cache: 'no-store',
      });
      if (!response.ok || !response.body) return schedule();
      attempt = 0;
      options.onStatus?.(true);
      const parser = new SseParser((event) => {
        if (event.id) lastEventId = event.id;
        options.onEvent(event);
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.push(value);
      }
    } catch (error) {
      if ((error as Error).name === 'AbortError' && stopped) return;
    }
    schedule();
  }

  void open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}
