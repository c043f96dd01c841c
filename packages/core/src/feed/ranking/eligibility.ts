/**
 * Whether an owner can take an item up at all (docs/decisions/0024-ranking.md): its place, its
 * stage and its sector. An item that fails is left out of the owner's feed; one that passes says
 * how closely its place fits, which the score and the first reason use.
 */
import { taxonomy } from '@thistle/shared';
import type { LocalArea } from './local-areas.ts';

const parentOf = new Map(taxonomy.region.map((r) => [r.id, r.parent ?? null]));

/** The region and the larger ones holding it: a Scottish sub-region, Scotland, the UK. */
function withAncestors(region: string): string[] {
  if (region === 'uk' || region === 'international') return [region];
  const chain = [region];
  for (let up = parentOf.get(region); up; up = parentOf.get(up)) chain.push(up);
  return [...chain, 'uk'];
}

/** How an eligible item's place meets the owner's, best first. */
export type PlaceFit =
  | { kind: 'area'; area: LocalArea }
  | { kind: 'region'; region: string }
  | { kind: 'nation'; region: string }
  | { kind: 'uk' }
  | { kind: 'anywhere' }
  /** The owner named only a larger place ("Scotland") that holds the item's region. */
  | { kind: 'within'; region: string };

export type Eligibility =
  | { eligible: true; place: PlaceFit }
  | { eligible: false; because: 'region' | 'area' | 'stage' | 'sector' };

export interface PlaceOfItem {
  /** The item's regions without `international`: where the business must be. */
  home: string[];
  /** Local areas the item names (its organisation, title and text). */
  areas: LocalArea[];
}

export interface PlaceOfOwner {
  regions: string[];
  /** The owner's council area (or English region), when their answers name one. */
  area: LocalArea | null;
}

const RANK: Record<PlaceFit['kind'], number> = {
  area: 6,
  region: 5,
  nation: 4,
  uk: 3,
  within: 2,
  anywhere: 1,
};

function regionFit(home: string[], owner: string[]): PlaceFit | null {
  // Open to anywhere (an international programme with no home region is open to UK owners).
  if (home.length === 0) return { kind: 'anywhere' };
  // An owner who has not said where they are is not ruled out of anything: the fit names the
  // item's own place ("For businesses in Scotland").
  if (owner.length === 0)
    return home.includes('uk') ? { kind: 'uk' } : { kind: 'within', region: home[0]! };
  let best: PlaceFit | null = null;
  const better = (fit: PlaceFit) => {
    if (!best || RANK[fit.kind] > RANK[best.kind]) best = fit;
  };
  for (const mine of owner) {
    const around = withAncestors(mine);
    for (const region of home) {
      if (region === 'uk' && around.includes('uk')) better({ kind: 'uk' });
      // England, Wales and Northern Ireland are an owner's finest region; Scotland is not.
      else if (region === mine && mine !== 'scotland') better({ kind: 'region', region });
      else if (around.includes(region)) better({ kind: 'nation', region });
      else if (withAncestors(region).includes(mine)) better({ kind: 'within', region });
    }
  }
  return best;
}

export function placeEligibility(item: PlaceOfItem, owner: PlaceOfOwner): Eligibility {
  const fit = regionFit(item.home, owner.regions);
  if (!fit) return { eligible: false, because: 'region' };
  if (fit.kind !== 'region' || !owner.area || owner.area.region !== fit.region) {
    return { eligible: true, place: fit };
  }
  // A council's or an English region's own offer: only its own area's businesses may apply.
  const local = item.areas.filter((a) => item.home.includes(a.region));
  if (local.length === 0) return { eligible: true, place: fit };
  return local.includes(owner.area)
    ? { eligible: true, place: { kind: 'area', area: owner.area } }
    : { eligible: false, because: 'area' };
}

export interface Audience {
  stages: string[];
  sectors: string[];
}

/** Stage and sector: an item naming others than the owner's is not for them. */
export function audienceEligibility(
  item: Audience,
  owner: { stage: string | null; sectors: string[] },
): 'stage' | 'sector' | null {
  if (owner.stage && item.stages.length > 0 && !item.stages.includes(owner.stage)) return 'stage';
  // No sectors on an item means every sector.
  if (owner.sectors.length > 0 && item.sectors.length > 0) {
    if (!owner.sectors.some((s) => item.sectors.includes(s))) return 'sector';
  }
  return null;
}
