/** One Server-Sent Event as the stream delivered it. */
export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * The SSE wire format, parsed incrementally: feed it chunks of text as they arrive and it calls
 * back with each complete event. Comment lines (": heartbeat") are ignored.
 */
export class SseParser {
  private buffer = '';
  private id: string | null = null;
  private event = 'message';
  private data: string[] = [];

  constructor(private readonly onEvent: (event: SseEvent) => void) {}

  push(chunk: string) {
    this.buffer += chunk;
    let newline = this.buffer.search(/\r\n|\r|\n/);
    while (newline >= 0) {
      const line = this.buffer.slice(0, newline);
      const length = this.buffer.startsWith('\r\n', newline) ? 2 : 1;
      this.buffer = this.buffer.slice(newline + length);
      this.line(line);
      newline = this.buffer.search(/\r\n|\r|\n/);
    }
  }

  private line(line: string) {
    if (line === '') {
      if (this.data.length)
        this.onEvent({ id: this.id, event: this.event, data: this.data.join('\n') });
      this.event = 'message';
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\u0000')) this.id = value;
  }
}
