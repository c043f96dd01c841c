import { ne } from 'drizzle-orm';
import { sources, type Db } from '@thistle/db';

export interface WatchCounts {
  /** Organisations: rows of their own (not a feed discovered for another), samples aside. */
  organisations: number;
  throughFeed: number;
  throughListing: number;
  /** Not watched yet: the site is still to be searched. */
  notDiscovered: number;
  /** Not watched: the site was searched and offered no feed or listing page. */
  nothingFound: number;
  /** Not watched: everything it is watched through (or its homepage) is failing. */
  failing: number;
  disabled: number;
}

type Row = Pick<
  typeof sources.$inferSelect,
  'id' | 'parentId' | 'enabled' | 'type' | 'discoveryStatus' | 'consecutiveFailures'
>;

/** An organisation's own row is a target once it watches a URL it was given or found. */
const watchesItsUrl = (row: Row) =>
  row.discoveryStatus === 'found' || row.discoveryStatus === 'not-needed';

export function classifyOrganisation(
  organisation: Row,
  children: Row[],
): Exclude<keyof WatchCounts, 'organisations'> {
  if (!organisation.enabled) return 'disabled';
  const targets = [
    ...(watchesItsUrl(organisation) ? [organisation] : []),
    ...children.filter((c) => c.enabled),
  ];
  const healthy = targets.filter((t) => t.consecutiveFailures === 0);
  if (healthy.some((t) => t.type !== 'html')) return 'throughFeed';
  if (healthy.length > 0) return 'throughListing';
  if (targets.length > 0 || organisation.consecutiveFailures > 0) return 'failing';
  return organisation.discoveryStatus === 'nothing' ? 'nothingFound' : 'notDiscovered';
}

/** How every organisation is watched, as `thistle status` reports it. */
export async function watchCounts(db: Db): Promise<WatchCounts> {
  const rows: Row[] = await db
    .select({
      id: sources.id,
      parentId: sources.parentId,
      enabled: sources.enabled,
      type: sources.type,
      discoveryStatus: sources.discoveryStatus,
      consecutiveFailures: sources.consecutiveFailures,
    })
    .from(sources)
    .where(ne(sources.origin, 'sample'));
  const children = new Map<string, Row[]>();
  for (const row of rows) {
    if (row.parentId) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  }
  const counts: WatchCounts = {
    organisations: 0,
    throughFeed: 0,
    throughListing: 0,
    notDiscovered: 0,
    nothingFound: 0,
    failing: 0,
    disabled: 0,
  };
  for (const row of rows) {
    if (row.parentId) continue;
    counts.organisations++;
    counts[classifyOrganisation(row, children.get(row.id) ?? [])]++;
  }
  return counts;
}
