import { findPlaces } from '@thistle/language';
import { isScottishRegion } from '@thistle/shared';
import offices from './business-gateway-offices.json' with { type: 'json' };
import { councilAreaOf } from './council-areas.ts';

/** The owner's local Business Gateway as the report shows it (the contract's `adviser`). */
export interface Adviser {
  name: string;
  url: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
}

export const BUSINESS_GATEWAY_URL = 'https://www.bgateway.com';
/** The national index the office table points at where no local page was confirmed. */
const NATIONAL_INDEX = 'https://www.bgateway.com/local-offices';

const NATIONAL: Adviser = {
  name: 'Business Gateway',
  url: BUSINESS_GATEWAY_URL,
  phone: null,
  email: null,
  address: null,
};

const byArea = new Map(
  offices.map((office) => [
    office.councilArea,
    {
      name: office.officeName,
      // The brief's rule: no confirmed local page, so the national site rather than the index.
      url: office.url === NATIONAL_INDEX ? BUSINESS_GATEWAY_URL : office.url,
      phone: office.phone,
      email: office.email,
      address: office.address,
    } satisfies Adviser,
  ]),
);

const OUTSIDE_SCOTLAND = new Set(['england', 'wales', 'northern-ireland', 'international']);

/**
 * Business Gateway serves Scotland only. The office for the council area the owner's location
 * answer names; the national service when the answer names no area Thistle knows; none for an
 * owner whose answer or tags put the business elsewhere in the UK or abroad.
 */
export function adviserFor(location: string | null, regions: readonly string[]): Adviser | null {
  const area = councilAreaOf(location);
  if (area) return byArea.get(area) ?? NATIONAL;
  const placed = location ? findPlaces(location).map((p) => p.region) : [];
  const elsewhere = (ids: readonly (string | null)[]) =>
    ids.length > 0 && ids.every((id) => id !== null && OUTSIDE_SCOTLAND.has(id));
  if (placed.some((id) => id && isScottishRegion(id))) return NATIONAL;
  if (elsewhere(placed) || (placed.length === 0 && elsewhere(regions))) return null;
  return NATIONAL;
}

export const councilAreaIds = () => [...byArea.keys()];
