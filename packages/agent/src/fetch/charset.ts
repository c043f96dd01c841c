/**
 * Turning a response's bytes into text the way a browser would: BOM first, then the
 * Content-Type charset, then the document's own declaration (XML prolog or HTML meta), then
 * UTF-8 if the bytes are valid UTF-8, else windows-1252. WHATWG's TextDecoder maps the
 * ISO-8859-1 and ASCII labels to windows-1252, so "latin-1" feeds with smart quotes decode as
 * their authors meant.
 */

export interface Decoded {
  text: string;
  /** The WHATWG encoding name used. */
  charset: string;
  /** Where the charset came from. */
  source: 'bom' | 'header' | 'prolog' | 'meta' | 'sniffed' | 'default';
}

// Node 20's TextDecoder decodes "windows-1252" as true ISO-8859-1, leaving 0x80-0x9F as C1
// controls where the WHATWG table has smart quotes, dashes, € and ™. We apply that table.
const CP1252_HIGH = [
  0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039,
  0x0152, 0x008d, 0x017d, 0x008f, 0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
  0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x009d, 0x017e, 0x0178,
];

export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const slice = bytes.subarray(i, i + 8192);
    const codes = new Array<number>(slice.length);
    for (let j = 0; j < slice.length; j++) {
      const b = slice[j]!;
      codes[j] = b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80]! : b;
    }
    out += String.fromCharCode(...codes);
  }
  return out;
}

function decodeWith(decoder: TextDecoder, bytes: Uint8Array): string {
  return decoder.encoding === 'windows-1252' ? decodeWindows1252(bytes) : decoder.decode(bytes);
}

function decodeUtf32(bytes: Uint8Array, littleEndian: boolean): string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let out = '';
  for (let i = 0; i + 3 < bytes.length; i += 4) {
    const cp = view.getUint32(i, littleEndian);
    if (cp === 0xfeff && i === 0) continue;
    out += cp <= 0x10ffff ? String.fromCodePoint(cp) : '\ufffd';
  }
  return out;
}

function decoderFor(label: string): TextDecoder | null {
  try {
    return new TextDecoder(label.trim().replace(/^["']|["']$/g, ''));
  } catch {
    return null;
  }
}

export function charsetFromContentType(contentType: string | null | undefined): string | null {
  if (!contentType) return null;
  const m = /;\s*charset\s*=\s*("?)([^";,\s]+)\1/i.exec(contentType);
  return m ? m[2]!.toLowerCase() : null;
}

function declaredInDocument(
  bytes: Uint8Array,
): { label: string; source: 'prolog' | 'meta' } | null {
  // Declarations are ASCII and near the top; latin1 maps bytes 1:1 so nothing is lost.
  const head = Buffer.from(bytes.subarray(0, 2048)).toString('latin1');
  const prolog = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/i.exec(head);
  if (prolog) return { label: prolog[1]!, source: 'prolog' };
  const meta = /<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)/i.exec(head);
  if (meta) return { label: meta[1]!, source: 'meta' };
  return null;
}

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * C1 control characters (U+0080-U+009F) never mean anything in feed text; they are
 * windows-1252 punctuation that went through a latin-1 → UTF-8 conversion ("demoronize").
 */
export function repairC1(text: string): string {
  if (!/[\u0080-\u009f]/.test(text)) return text;
  return text.replace(/[\u0080-\u009f]/g, (c) =>
    String.fromCharCode(CP1252_HIGH[c.charCodeAt(0) - 0x80]!),
  );
}

export function decodeBody(bytes: Uint8Array, contentType?: string | null): Decoded {
  const decoded = decodeRaw(bytes, contentType);
  return { ...decoded, text: repairC1(decoded.text) };
}

function decodeRaw(bytes: Uint8Array, contentType?: string | null): Decoded {
  const b0 = bytes[0];
  const b1 = bytes[1];
  const b2 = bytes[2];
  const b3 = bytes[3];
  // UTF-32 is not in the WHATWG set TextDecoder knows; feeds in it exist, so read it by hand.
  if (b0 === 0 && b1 === 0 && ((b2 === 0xfe && b3 === 0xff) || (b2 === 0 && b3 === 0x3c)))
    return {
      text: decodeUtf32(bytes, false),
      charset: 'utf-32be',
      source: b2 === 0xfe ? 'bom' : 'sniffed',
    };
  if (b2 === 0 && b3 === 0 && ((b0 === 0xff && b1 === 0xfe) || (b0 === 0x3c && b1 === 0)))
    return {
      text: decodeUtf32(bytes, true),
      charset: 'utf-32le',
      source: b0 === 0xff ? 'bom' : 'sniffed',
    };
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf)
    return {
      text: new TextDecoder('utf-8').decode(bytes.subarray(3)),
      charset: 'utf-8',
      source: 'bom',
    };
  if (b0 === 0xfe && b1 === 0xff)
    return {
      text: new TextDecoder('utf-16be').decode(bytes.subarray(2)),
      charset: 'utf-16be',
      source: 'bom',
    };
  if (b0 === 0xff && b1 === 0xfe && !(b2 === 0 && bytes[3] === 0))
    return {
      text: new TextDecoder('utf-16le').decode(bytes.subarray(2)),
      charset: 'utf-16le',
      source: 'bom',
    };
  // UTF-16 with no BOM still shows itself through the interleaved zero bytes of "<?".
  if (b0 === 0x3c && b1 === 0 && b2 === 0x3f && bytes[3] === 0)
    return {
      text: new TextDecoder('utf-16le').decode(bytes),
      charset: 'utf-16le',
      source: 'sniffed',
    };
  if (b0 === 0 && b1 === 0x3c && b2 === 0 && bytes[3] === 0x3f)
    return {
      text: new TextDecoder('utf-16be').decode(bytes),
      charset: 'utf-16be',
      source: 'sniffed',
    };

  const tryLabel = (label: string, source: Decoded['source']): Decoded | null => {
    const decoder = decoderFor(label);
    if (!decoder) return null;
    // A document we could read as ASCII cannot really be UTF-16; the label is wrong.
    if (decoder.encoding.startsWith('utf-16')) return null;
    return { text: decodeWith(decoder, bytes), charset: decoder.encoding, source };
  };

  const header = charsetFromContentType(contentType);
  if (header) {
    const decoded = tryLabel(header, 'header');
    if (decoded) return decoded;
  }
  const declared = declaredInDocument(bytes);
  if (declared) {
    const decoded = tryLabel(declared.label, declared.source);
    if (decoded) return decoded;
  }
  if (isValidUtf8(bytes))
    return { text: new TextDecoder('utf-8').decode(bytes), charset: 'utf-8', source: 'default' };
  return { text: decodeWindows1252(bytes), charset: 'windows-1252', source: 'sniffed' };
}
