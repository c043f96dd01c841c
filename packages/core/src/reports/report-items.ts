/**
 * What goes into an owner's Monday report (docs/product.md#weekly-report): the best of what
 * reached them in the week, still-open items closing in the next three weeks, and new matches
 * of the searches they asked to hear about in the report. One query per batch of owners.
 */
import { sql } from 'drizzle-orm';
import { items, executeRows, type DbExecutor } from '@thistle/db';
import { PRODUCT_NAME, taxonomy, taxonomyLabel } from '@thistle/shared';
import { dayBefore, liveItemAt } from '../feed/live-items.ts';

export const REPORT_MAX_ITEMS = 12;
export const CLOSING_SOON_DAYS = 21;
export const SAVED_SEARCH_ITEMS_MAX = 8;
export const SAVED_SEARCH_SECTION = 'From your saved searches';
const DAY_MS = 86_400_000;

/** One item as the report shows it (the contract's reportItemSchema). */
export interface ReportItem {
  post_id: string;
  title: string;
  category: string;
  organisation: string;
  link: string | null;
  reason: string;
  deadline: string | null;
  amount_max_gbp: number | null;
  event_start: string | null;
}

export interface ReportSection {
  category: string;
  items: ReportItem[];
}

interface CandidateRow {
  user_id: string;
  post_id: string;
  reasons: string[];
  title: string;
  category: string;
  organisation: string | null;
  link: string | null;
  deadline: Date | string | null;
  amount_max_gbp: number | null;
  event_start: Date | string | null;
}

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/** Only web links leave Thistle in a mail: a stored `javascript:` or `data:` link is dropped. */
const safeLink = (link: string | null) => (link && /^https?:\/\//i.test(link) ? link : null);

function toItem(row: CandidateRow, reason: string): ReportItem {
  return {
    post_id: row.post_id,
    title: row.title.replace(/:\s*$/, ''),
    category: taxonomyLabel('category', row.category),
    organisation: row.organisation?.trim() || PRODUCT_NAME,
    link: safeLink(row.link),
    reason,
    deadline: iso(row.deadline),
    amount_max_gbp: row.amount_max_gbp,
    event_start: iso(row.event_start),
  };
}

const reasonOf = (reasons: string[]) => reasons.slice(0, 2).join('; ');
/** The item's columns a report shows, under the names CandidateRow reads. */
const columns = sql`${items.title} as title, ${items.category} as category,
  ${items.group} as organisation, ${items.link} as link, ${items.deadline} as deadline,
  ${items.amountMaxGbp} as amount_max_gbp, ${items.eventStart} as event_start`;
const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Each owner's best posts for the week ending at `asOf`: reached them in the seven days before
 * it, or closing within three weeks of it; live at `asOf`; not disliked; highest score first,
 * at most REPORT_MAX_ITEMS. One query for a whole batch of owners: the week's posts come from
 * the (user_id, created_at) index, the closing ones from the owners' posts joined to the few
 * items closing soon (a hash of a few hundred ids), never one index probe per item and owner.
 */
export async function bestItemsFor(
  db: DbExecutor,
  userIds: string[],
  asOf: Date,
): Promise<Map<string, ReportItem[]>> {
  const result = new Map<string, ReportItem[]>();
  if (userIds.length === 0) return result;
  const from = new Date(asOf.getTime() - 7 * DAY_MS);
  const soon = new Date(asOf.getTime() + CLOSING_SOON_DAYS * DAY_MS);
  const owners = uuidArray(userIds);
  const rows = await executeRows<CandidateRow>(
    db,
    sql`
    with candidates as (
      select p.id, p.user_id, p.item_id, p.score, p.reasons, p."like"
      from posts p
      where p.user_id = any(${owners}) and p.created_at >= ${at(from)} and p.created_at < ${at(asOf)}
      union
      select p.id, p.user_id, p.item_id, p.score, p.reasons, p."like"
      from posts p
      where p.user_id = any(${owners})
        and p.item_id in (
          select d.id from items d where d.deadline >= ${at(asOf)} and d.deadline < ${at(soon)}
        )
    ),
    ranked as (
      select c.user_id, c.id as post_id, c.reasons, ${columns},
             row_number() over (partition by c.user_id order by c.score desc, c.id) as place
      from candidates c
      join ${items} on ${items.id} = c.item_id
      where c."like" is distinct from 'DISLIKE'
        -- A post kept only because the owner reacted to it no longer fits them (score -1).
        and c.score >= 0
        and ${liveItemAt(at(asOf), at(dayBefore(asOf)))}
    )
    select * from ranked where place <= ${REPORT_MAX_ITEMS} order by user_id, place`,
  );
  for (const row of rows) {
    const list = result.get(row.user_id) ?? [];
    list.push(toItem(row, reasonOf(row.reasons)));
    result.set(row.user_id, list);
  }
  return result;
}

interface MatchRow extends CandidateRow {
  search_id: string;
  query: string;
  live: boolean;
}

export interface SavedSearchPicks {
  items: ReportItem[];
  /** Every pending match considered (shown or not), marked as reported with the report. */
  considered: { searchId: string; postId: string }[];
}

/** New matches of each owner's report-delivered saved searches, not yet in any report. */
export async function savedSearchItemsFor(
  db: DbExecutor,
  userIds: string[],
  asOf: Date,
): Promise<Map<string, SavedSearchPicks>> {
  const result = new Map<string, SavedSearchPicks>();
  if (userIds.length === 0) return result;
  const rows = await executeRows<MatchRow>(
    db,
    sql`
    select m.user_id, m.search_id, s.query, p.id as post_id, p.reasons, ${columns},
           (${liveItemAt(at(asOf), at(dayBefore(asOf)))}) as live
    from saved_search_matches m
    join saved_searches s on s.id = m.search_id and s.deliver = 'report'
    join posts p on p.id = m.post_id
    join ${items} on ${items.id} = p.item_id
    where m.user_id = any(${uuidArray(userIds)}) and m.reported_week is null
      and m.matched_at < ${at(asOf)}
    order by m.user_id, m.matched_at desc, p.id`,
  );
  for (const row of rows) {
    const picks = result.get(row.user_id) ?? { items: [], considered: [] };
    picks.considered.push({ searchId: row.search_id, postId: row.post_id });
    const already = picks.items.some((item) => item.post_id === row.post_id);
    if (row.live && !already && picks.items.length < SAVED_SEARCH_ITEMS_MAX) {
      const label = row.query.trim() ? `"${row.query.trim()}"` : 'your saved search';
      picks.items.push(toItem(row, `Matches your saved search ${label}`));
    }
    result.set(row.user_id, picks);
  }
  return result;
}

const CATEGORY_ORDER = taxonomy.category.map((c) => c.label as string);

/**
 * Sections in the feed's tab order, each item once: a saved-search match already among the
 * week's best is not repeated in its own section.
 */
export function groupSections(best: ReportItem[], saved: ReportItem[]): ReportSection[] {
  const sections: ReportSection[] = [];
  for (const category of [...CATEGORY_ORDER, ...new Set(best.map((i) => i.category))]) {
    if (sections.some((s) => s.category === category)) continue;
    const inCategory = best.filter((item) => item.category === category);
    if (inCategory.length > 0) sections.push({ category, items: inCategory });
  }
  const shown = new Set(best.map((item) => item.post_id));
  const fresh = saved.filter((item) => !shown.has(item.post_id));
  if (fresh.length > 0) sections.push({ category: SAVED_SEARCH_SECTION, items: fresh });
  return sections;
}
