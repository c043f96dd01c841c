/**
 * The one schema for PGlite and PostgreSQL (docs/architecture.md#data). Every column type here is
 * accepted by PostgreSQL 15 (the production/test server) and 18 (PGlite).
 * Table and column names follow docs/product.md where it names them.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  customType,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's text-search vector, which Drizzle has no column type for. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    summary: text('summary'),
    /** The non-sensitive onboarding answers: { personalInfo, businessOwner, businessDetails }. */
    profile: jsonb('profile').notNull().default({}),
    /** Special-category answers (gender, ethnicity, religion, accessibility), AES-GCM with DATA_KEY. */
    sensitiveProfile: text('sensitive_profile'),
    completion: jsonb('completion')
      .notNull()
      .default({ personalInfo: 0, businessOwner: 0, businessDetails: 0 }),
    regions: text('regions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    stage: text('stage'),
    sectors: text('sectors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    topicsNeeded: text('topics_needed')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Tags the owner set by hand on the profile page; they win over the derived ones, per facet. */
    tagOverrides: jsonb('tag_overrides').notNull().default({}),
    /** Per-user ranking adjustments learnt from likes, dislikes and ratings. */
    rankingWeights: jsonb('ranking_weights').notNull().default({}),
    /** Weekly report, deadline reminders and email on or off. */
    notificationSettings: jsonb('notification_settings')
      .notNull()
      .default({ weeklyReport: true, deadlineReminders: true, email: true }),
    /** The secret in the owner's private calendar feed URL; null until made, replaced to revoke. */
    calendarSecret: text('calendar_secret'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_calendar_secret_idx').on(t.calendarSecret),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** All tokens descended from one sign-in share a family; reuse of any revokes the family. */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_idx').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId),
  ],
);

/** Mail as sent (or queued): the dev mailbox reads it; the mail job delivers it over SMTP. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').notNull().default({}),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

export const waitlist = pgTable(
  'waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased, so the unique index is the duplicate check. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('waitlist_email_idx').on(t.email)],
);

/** An organisation or feed the agent watches, and its fetch state. */
export const sources = pgTable(
  'sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    homepage: text('homepage'),
    kind: text('kind').notNull(),
    regions: text('regions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What is fetched: the feed or listing URL, or the homepage when no feed is known. */
    url: text('url').notNull(),
    type: text('type', { enum: ['rss', 'atom', 'json', 'ical', 'html'] }).notNull(),
    origin: text('origin', { enum: ['catalogue', 'sample', 'operator'] }).notNull(),
    evidence: text('evidence'),
    enabled: boolean('enabled').notNull().default(true),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    lastBytes: integer('last_bytes'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    flagged: boolean('flagged').notNull().default(false),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The organisation's own row when this one is a further feed or listing that discovery
     * found on its site (null for the organisation itself).
     */
    parentId: uuid('parent_id').references((): AnyPgColumn => sources.id, { onDelete: 'cascade' }),
    /**
     * Whether the homepage still has to be searched for feeds and listings: `pending` until it
     * has been, then `found` or `nothing`; `not-needed` when the catalogue or an operator gave
     * the URL to watch.
     */
    discoveryStatus: text('discovery_status', {
      enum: ['not-needed', 'pending', 'found', 'nothing'],
    })
      .notNull()
      .default('not-needed'),
    /** How the watched URL was found: catalogue, operator, head-link, navigation, sitemap… */
    foundBy: text('found_by'),
    /** What the watched URL carries, when known: funding, news, events or resources. */
    covers: text('covers'),
    discoveredAt: timestamp('discovered_at', { withTimezone: true }),
    /** What discovery saw that an operator should know (nothing found, robots.txt refusals). */
    discoveryNote: text('discovery_note'),
    /**
     * The catalogue URL that broke and that discovery replaced: importing the same catalogue
     * row again does not bring it back.
     */
    replacedUrl: text('replaced_url'),
    /** Reads in a row that succeeded but yielded no entries: a feed that has quietly died. */
    emptyFetches: integer('empty_fetches').notNull().default(0),
    /**
     * When the current URL was first read. Undated entries seen then are its back catalogue;
     * only those seen later count as newly published.
     */
    baselineAt: timestamp('baseline_at', { withTimezone: true }),
    /** Entries published in the week before the last read (null until known): sets the pace. */
    entriesLastWeek: integer('entries_last_week'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sources_url_idx').on(t.url),
    index('sources_due_idx').on(t.nextDueAt),
    index('sources_parent_idx').on(t.parentId),
  ],
);

/** One real-world opportunity, shared by every user; posts point at it. */
export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    canonicalLink: text('canonical_link'),
    category: text('category').notNull(),
    /** The organisation's name: the post's `group`. */
    group: text('group'),
    subgroup: text('subgroup'),
    companyLogo: text('company_logo'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    deadline: timestamp('deadline', { withTimezone: true }),
    amountMaxGbp: integer('amount_max_gbp'),
    eventStart: timestamp('event_start', { withTimezone: true }),
    eventEnd: timestamp('event_end', { withTimezone: true }),
    location: text('location'),
    regions: text('regions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    stages: text('stages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sectors: text('sectors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tagConfidence: jsonb('tag_confidence').notNull().default({}),
    taggedBy: text('tagged_by'),
    /** Normalised-text fingerprint for near-duplicate detection across sources. */
    fingerprint: text('fingerprint'),
    isSample: boolean('is_sample').notNull().default(false),
    /**
     * Title and body as English search terms, stored: an expression index alone made PostgreSQL
     * rebuild the vector of every item for a broad term (190 ms for "export" at 5,000 items; 5 ms
     * with the stored column).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(title, '') || ' ' || coalesce(body, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('items_canonical_link_idx').on(t.canonicalLink),
    index('items_fingerprint_idx').on(t.fingerprint),
    index('items_category_idx').on(t.category),
    index('items_created_idx').on(t.createdAt),
    index('items_deadline_idx').on(t.deadline),
    index('items_search_vector_idx').using('gin', t.searchVector),
  ],
);

/**
 * MinHash band keys of each item's title: items whose titles may be alike share a key, so
 * near-duplicate candidates come from equality lookups on `key`, not a text search.
 */
export const itemTitleKeys = pgTable(
  'item_title_keys',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    key: integer('key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.key] }), index('item_title_keys_key_idx').on(t.key)],
);

/** Which sources published an item (dedupe keeps one item and remembers all of them). */
export const itemSources = pgTable(
  'item_sources',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    link: text('link'),
    externalId: text('external_id'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.sourceId] }),
    index('item_sources_source_idx').on(t.sourceId, t.firstSeenAt),
  ],
);

/** A post: an item chosen for one user, with the user's reactions. */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    score: real('score').notNull().default(0),
    reasons: text('reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    like: text('like', { enum: ['LIKE', 'DISLIKE'] }),
    relevance: text('relevance', { enum: ['HIGH', 'MEDIUM', 'LOW'] }),
    actionable: text('actionable', { enum: ['HIGH', 'MEDIUM', 'LOW'] }),
    impact: text('impact', { enum: ['HIGH', 'MEDIUM', 'LOW'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('posts_user_item_idx').on(t.userId, t.itemId),
    index('posts_user_created_idx').on(t.userId, t.createdAt),
    index('posts_user_score_idx').on(t.userId, t.score),
    index('posts_item_idx').on(t.itemId),
  ],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull(),
    read: boolean('read').notNull().default(false),
    /** The post a notification is about, when it is about one. */
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

export const reportPost = pgTable('report_post', {
  id: uuid('id').primaryKey().defaultRandom(),
  postId: uuid('post_id')
    .notNull()
    .references(() => posts.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const weeklyReports = pgTable(
  'weekly_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    postIds: uuid('post_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** What the owner reads in the app: { opening, sections, adviser } as the mail showed them. */
    content: jsonb('content').notNull().default({}),
    /**
     * The report's mail, when it is emailed: written in the same transaction as the report, so a
     * run that crashed before queueing it queues this very row again instead of a second mail.
     */
    outboxId: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    /** When the mail was handed to the mail queue; null for a report kept in the app only. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('weekly_reports_user_week_idx').on(t.userId, t.weekStart)],
);

/**
 * Server copy of the onboarding chat, so it survives a new device. The messages hold answers to
 * the special-category questions, so they are sealed with DATA_KEY like the sensitive profile.
 */
export const onboardingChats = pgTable('onboarding_chats', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedMessages: text('sealed_messages'),
  state: text('state').notNull().default('INITIAL'),
  /** The field the last reply asked about, and the one before it (what a bare correction means). */
  asking: text('asking'),
  previouslyAsked: text('previously_asked'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  updatedAt: updatedAt(),
});

/** What owners tell us from the Feedback page; the operator lists it with `thistle feedback list`. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    score: integer('score'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);

/**
 * Every change an open browser should see (posts, bookmarks, notifications, the user record),
 * numbered, so a stream that reconnects resumes after the last id it saw (Last-Event-ID).
 * NOTIFY carries only the id; old rows are purged by the maintenance job.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    table: text('table').notNull(),
    op: text('op', { enum: ['INSERT', 'UPDATE', 'DELETE'] }).notNull(),
    row: jsonb('row').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('realtime_events_user_id_idx').on(t.userId, t.id)],
);

/** Searches an owner saved from the feed, and how they want to hear of new matches. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: text('query').notNull().default(''),
    category: text('category'),
    closingWithinDays: integer('closing_within_days'),
    deliver: text('deliver', { enum: ['report', 'notification'] }).notNull(),
    /** Items created after this were not yet seen by the search. */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId)],
);

/**
 * Items a saved search has matched, once each: a match is counted (and notified) only when its
 * row is first inserted; `reported_week` is the Monday report that carried it (deliver = report).
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    reportedWeek: date('reported_week'),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.postId] }),
    index('saved_search_matches_user_idx').on(t.userId, t.reportedWeek),
  ],
);

/** Reminders already sent for a bookmarked item's deadline (14 and 3 days before), once each. */
export const deadlineReminders = pgTable(
  'deadline_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** Days before the deadline, and the deadline it was for: a moved deadline is reminded again. */
    daysBefore: integer('days_before').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId, t.daysBefore, t.deadline] })],
);

/** What a recrawl changed on an item (deadline, amount, eligibility text), for bookmarkers. */
export const itemChanges = pgTable(
  'item_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    before: text('before'),
    after: text('after'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('item_changes_item_idx').on(t.itemId, t.changedAt)],
);

/** Which item changes an owner has been told about (once each, for items they bookmarked). */
export const itemChangeNotices = pgTable(
  'item_change_notices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changeId: uuid('change_id')
      .notNull()
      .references(() => itemChanges.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.changeId] })],
);

/**
 * Fixed-window counters for rate limits (sign-up, sign-in, forgot, verify, resend), kept in
 * Postgres so every web process shares them. `key` is e.g. `signin:ip:203.0.113.7` or
 * `signin:email:<sha-256 of the address>`; old windows are purged by the maintenance job.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);
