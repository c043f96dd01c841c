/** Reads GET /api/realtime as the web client does: fetch, the bearer header, Last-Event-ID. */
export interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

export interface SseReader {
  status: number;
  headers: Headers;
  messages: SseMessage[];
  /** The next message (after those already taken) that matches; fails after `timeoutMs`. */
  next(match?: (message: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(
  baseUrl: string,
  token: string,
  lastEventId?: string,
): Promise<SseReader> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/realtime`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: abort.signal,
  });
  const messages: SseMessage[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  let isEnded = false;
  let endedResolve!: () => void;
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));

  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: SseMessage = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) message.comment = line.slice(1).trim();
            else {
              const colon = line.indexOf(':');
              const field = line.slice(0, colon) as 'id' | 'event' | 'data';
              message[field] = line.slice(colon + 1).replace(/^ /, '');
            }
          }
          messages.push(message);
          wake();
        }
      }
    } catch {
      // aborted by close()
    }
    isEnded = true;
    endedResolve();
    wake();
  })();

  return {
    status: response.status,
    headers: response.headers,
    messages,
    ended,
    close: () => abort.abort(),
    next(match = () => true, timeoutMs = 15_000) {
      return new Promise<SseMessage>((resolve, reject) => {
        const check = () => {
          while (taken < messages.length) {
            const message = messages[taken++]!;
            if (match(message)) {
              cleanup();
              resolve(message);
              return;
            }
          }
          if (isEnded) {
            cleanup();
            reject(new Error('the stream ended'));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(`no matching message within ${timeoutMs} ms: ${JSON.stringify(messages)}`),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}

/** The next event (not a comment), parsed. */
export async function nextEvent(reader: SseReader) {
  const message = await reader.next((m) => m.event !== undefined);
  return {
    id: message.id!,
    table: message.event!,
    ...(JSON.parse(message.data!) as { op: string; rows: Record<string, unknown>[] }),
  };
}
