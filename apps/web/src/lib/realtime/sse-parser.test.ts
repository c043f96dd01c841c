import { describe, expect, it } from 'vitest';
import { SseParser, type SseEvent } from './sse-parser';

describe('the SSE parser', () => {
  it('reads events split across chunks, skips comments, keeps the last id', () => {
    const events: SseEvent[] = [];
    const parser = new SseParser((e) => events.push(e));
    parser.push(': connected\n\nid: 7\nevent: notifications\ndata: {"op":"INS');
    parser.push('ERT","rows":[]}\n\n: heartbeat\n\r\n');
    parser.push('id: 8\r\nevent: posts\r\ndata: a\r\ndata: b\r\n\r\n');
    expect(events).toEqual([
      { id: '7', event: 'notifications', data: '{"op":"INSERT","rows":[]}' },
      { id: '8', event: 'posts', data: 'a\nb' },
    ]);
  });
});
