import { describe, expect, it } from 'vitest';
import { decodeBody, isPrivateAddress, parseRobots } from '../../src/fetch/index.ts';

const utf16 = (text: string, le: boolean, bom: boolean) => {
  const buf = Buffer.from(text, 'utf16le');
  if (!le) buf.swap16();
  const mark = bom ? (le ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  return new Uint8Array([...mark, ...buf]);
};

describe('decodeBody', () => {
  it.each([
    ['UTF-8 BOM', new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('£1')]), null, '£1', 'bom'],
    ['UTF-16LE BOM', utf16('<a>£</a>', true, true), null, '<a>£</a>', 'bom'],
    ['UTF-16BE BOM', utf16('<a>£</a>', false, true), null, '<a>£</a>', 'bom'],
    [
      'UTF-16LE no BOM',
      utf16('<?xml version="1.0"?><a>é</a>', true, false),
      null,
      '<?xml version="1.0"?><a>é</a>',
      'sniffed',
    ],
    [
      'header charset',
      Buffer.from([0x93, 0x68, 0x69, 0x94]),
      'text/plain; charset="iso-8859-1"',
      '“hi”',
      'header',
    ],
    [
      'prolog encoding',
      Buffer.from('<?xml version="1.0" encoding="windows-1252"?><a>\x80</a>', 'latin1'),
      'application/xml',
      '<?xml version="1.0" encoding="windows-1252"?><a>€</a>',
      'prolog',
    ],
    [
      'http-equiv',
      Buffer.from(
        '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><p>\x96</p>',
        'latin1',
      ),
      'text/html',
      '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><p>–</p>',
      'meta',
    ],
    ['valid UTF-8 default', Buffer.from('Dùn Èideann'), null, 'Dùn Èideann', 'default'],
    [
      'invalid UTF-8 falls to windows-1252',
      Buffer.from([0x41, 0x92, 0x73]),
      null,
      'A’s',
      'sniffed',
    ],
    [
      'unknown label falls back',
      Buffer.from('plain'),
      'text/plain; charset=x-made-up',
      'plain',
      'default',
    ],
  ])('%s', (_name, bytes, contentType, text, source) => {
    const decoded = decodeBody(bytes, contentType);
    expect(decoded.text).toBe(text);
    expect(decoded.source).toBe(source);
  });
});

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.0.0.1', true],
    ['172.16.5.4', true],
    ['172.32.0.1', false],
    ['192.168.0.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['100.128.0.1', false],
    ['0.0.0.0', true],
    ['239.255.255.250', true],
    ['255.255.255.255', true],
    ['8.8.8.8', false],
    ['81.2.69.142', false],
    ['::', true],
    ['::1', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['::ffff:8.8.8.8', false],
    ['64:ff9b::a00:1', true],
    ['2002:c0a8:0101::1', true],
    ['fe80::1%eth0', true],
    ['fd00::1', true],
    ['ff02::1', true],
    ['2a00:1450:4009:81f::200e', false],
    ['not-an-ip', true],
  ])('%s → %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe('parseRobots', () => {
  const text = `
# comment
User-agent: *
Disallow: /admin
Allow: /admin/public
Disallow: /*.pdf$

User-agent: ThistleBot
User-agent: OtherBot
Disallow: /no-thistle/
Allow: /no-thistle/ok
`;
  it('uses the group naming our product token, longest match winning', () => {
    const rules = parseRobots(text, 'ThistleBot/1.0 (+https://thistle.scot/bot)');
    expect(rules.isAllowed('/no-thistle/x')).toBe(false);
    expect(rules.isAllowed('/no-thistle/ok')).toBe(true);
    // Our group replaces `*`, so /admin is allowed for us.
    expect(rules.isAllowed('/admin')).toBe(true);
  });
  it('falls back to * with wildcards and $', () => {
    const rules = parseRobots(text, 'SomeBot/2.0');
    expect(rules.isAllowed('/admin/x')).toBe(false);
    expect(rules.isAllowed('/admin/public/x')).toBe(true);
    expect(rules.isAllowed('/files/a.pdf')).toBe(false);
    expect(rules.isAllowed('/files/a.pdf?x=1')).toBe(true);
    expect(rules.isAllowed('/news')).toBe(true);
  });
  it('treats an empty Disallow as allow-all and always allows /robots.txt', () => {
    const rules = parseRobots('User-agent: *\nDisallow:\n', 'ThistleBot/1.0');
    expect(rules.isAllowed('/anything')).toBe(true);
    expect(
      parseRobots('User-agent: *\nDisallow: /\n', 'ThistleBot/1.0').isAllowed('/robots.txt'),
    ).toBe(true);
  });
});
