import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible endpoint on 127.0.0.1: the real one is a third-party
 * service that cannot run here. It records every request as received on the wire and answers
 * with whatever the test queues.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export type FakeReply =
  | { status: number; json?: unknown; text?: string; headers?: Record<string, string> }
  | { delayMs: number; status: number; json?: unknown };

export interface FakeOpenAi {
  url: string;
  requests: RecordedRequest[];
  /** Replies used in order; the last one repeats. */
  reply(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

/** A chat completion whose message content is `content`. */
export function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  let replies: FakeReply[] = [{ status: 200, json: completion('{}') }];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        body = { unparsable: raw };
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
      const send = () => {
        if (res.destroyed) return;
        const headers = {
          'content-type': 'application/json',
          ...('headers' in reply ? reply.headers : {}),
        };
        res.writeHead(reply.status, headers);
        res.end(
          'text' in reply && reply.text !== undefined
            ? reply.text
            : JSON.stringify(reply.json ?? {}),
        );
      };
      if ('delayMs' in reply) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(...next) {
      replies = next;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
