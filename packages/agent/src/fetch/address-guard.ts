import { BlockList, isIP } from 'node:net';

/**
 * Addresses a crawler must never reach on behalf of a source list anyone can edit: a feed URL
 * pointing at 127.0.0.1 or the cloud metadata address would otherwise turn the agent into a
 * proxy into our own network (SSRF).
 */
const blocked = new BlockList();
const v4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
];
const v6: Array<[string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
];
for (const [net, prefix] of v4) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of v6) blocked.addSubnet(net, prefix, 'ipv6');

function expandV6(ip: string): number[] | null {
  let text = ip.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  // A trailing dotted quad (::ffff:1.2.3.4) becomes two hextets.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const parts = dotted[1]!.split('.').map(Number);
    const hi = ((parts[0]! << 8) | parts[1]!).toString(16);
    const lo = ((parts[2]! << 8) | parts[3]!).toString(16);
    text = text.slice(0, dotted.index) + `${hi}:${lo}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const h = head ? head.split(':') : [];
  const t = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = 8 - h.length - t.length;
  if (tail === undefined && h.length !== 8) return null;
  if (missing < 0) return null;
  const all = [...h, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...t];
  const nums = all.map((x) => parseInt(x, 16));
  return nums.length === 8 && nums.every((n) => Number.isInteger(n) && n >= 0 && n <= 0xffff)
    ? nums
    : null;
}

function embeddedV4(ip: string): string | null {
  const h = expandV6(ip);
  if (!h) return null;
  const v4of = (a: number, b: number) => `${a >> 8}.${a & 255}.${b >> 8}.${b & 255}`;
  // IPv4-mapped (::ffff:a.b.c.d) and the deprecated IPv4-compatible (::a.b.c.d).
  if (h.slice(0, 5).every((x) => x === 0) && (h[5] === 0xffff || h[5] === 0) && h[6]! | h[7]!)
    return v4of(h[6]!, h[7]!);
  // NAT64 (64:ff9b::/96) and 6to4 (2002:V4ADDR::/48) carry a v4 address a gateway may reach.
  if (h[0] === 0x64 && h[1] === 0xff9b && h.slice(2, 6).every((x) => x === 0))
    return v4of(h[6]!, h[7]!);
  if (h[0] === 0x2002) return v4of(h[1]!, h[2]!);
  return null;
}

/** True for any address that is not plainly on the public internet (or not an IP at all). */
export function isPrivateAddress(address: string): boolean {
  let ip = address.trim();
  if (ip.startsWith('[') && ip.endsWith(']')) ip = ip.slice(1, -1);
  const kind = isIP(ip);
  if (kind === 4) return blocked.check(ip, 'ipv4');
  if (kind === 6) {
    const inner = embeddedV4(ip);
    if (inner !== null) return isPrivateAddress(inner);
    return blocked.check(ip.replace(/%.*$/, ''), 'ipv6');
  }
  return true;
}
