import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { RequestError } from './request-error.ts';

function decompressed(res: IncomingMessage): Readable {
  const encoding = String(res.headers['content-encoding'] ?? '')
    .toLowerCase()
    .trim();
  if (encoding === 'gzip' || encoding === 'x-gzip') return res.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return res.pipe(zlib.createInflate());
  if (encoding === 'br') return res.pipe(zlib.createBrotliDecompress());
  return res;
}

/**
 * A response body, decompressed, up to `maxBytes`. The cap is on the decoded size, so a small
 * compressed bomb is cut as soon as it expands past it; a declared length over the cap is
 * refused before anything is read.
 */
export function readCappedBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(res.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      reject(new RequestError('too-large', `Content-Length ${declared} exceeds ${maxBytes} bytes`));
      return;
    }
    const stream = decompressed(res);
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(new RequestError('too-large', `Body exceeds ${maxBytes} bytes`));
        stream.destroy();
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', (e) => reject(new RequestError('network', e.message)));
    res.on('error', (e) => reject(new RequestError('network', e.message)));
    res.on('aborted', () => reject(new RequestError('network', 'Response aborted')));
  });
}
