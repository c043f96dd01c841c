import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { RequestError } from './request-error.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export async function systemResolve(hostname: string): Promise<ResolvedAddress[]> {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

export interface AddressGuardOptions {
  allowPrivate: boolean;
  isAddressAllowed: (address: string) => boolean;
  resolve: (hostname: string) => Promise<ResolvedAddress[]>;
}

/**
 * Resolves a host and checks every address it has, not just the first: a name with one public
 * and one private answer must not reach the private one on a retry. Returns the address to
 * connect to, so the connection cannot go to a second, unchecked DNS answer.
 */
export function createAddressGuard(
  options: AddressGuardOptions,
): (hostname: string) => Promise<ResolvedAddress> {
  return async (hostname) => {
    const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
    const literal = isIP(bare);
    const addresses: ResolvedAddress[] = literal
      ? [{ address: bare, family: literal === 6 ? 6 : 4 }]
      : await options.resolve(bare).catch((error: unknown) => {
          throw new RequestError(
            'network',
            `DNS lookup failed for ${bare}: ${(error as Error).message}`,
          );
        });
    if (addresses.length === 0) throw new RequestError('network', `No address for ${bare}`);
    if (!options.allowPrivate) {
      const bad = addresses.find((a) => !options.isAddressAllowed(a.address));
      if (bad)
        throw new RequestError(
          'private-address',
          `${bare} resolves to ${bad.address}, a private or reserved address`,
        );
    }
    return addresses[0]!;
  };
}
