import { z } from 'zod';

/**
 * The feed's contract (docs/product.md#feed, #post-card, #reactions-and-ratings,
 * #report-a-post). A post is an item chosen for one owner, with that owner's reactions.
 */

export const LIKES = ['LIKE', 'DISLIKE'] as const;
export const RATINGS = ['HIGH', 'MEDIUM', 'LOW'] as const;
export const FEED_SORTS = ['rank', 'closing', 'newest'] as const;
export const FEED_PAGE_DEFAULT = 20;
export const FEED_PAGE_MAX = 50;

export const likeSchema = z.enum(LIKES, { error: 'like must be LIKE, DISLIKE or null' });
export const ratingSchema = z.enum(RATINGS, {
  error: 'A rating must be HIGH, MEDIUM, LOW or null',
});
export type Like = z.infer<typeof likeSchema>;
export type Rating = z.infer<typeof ratingSchema>;

/** The category labels a post shows (taxonomy.json's category labels). */
export const categoryLabelSchema = z.enum([
  'Funding',
  'Events',
  'Market Insights',
  'Courses & Guides',
]);

/**
 * UUID-shaped, whatever its version: anything of that shape reaches the database and is an
 * ordinary 404 when it is not the owner's; anything else is a 400 and never reaches it.
 */
/** PostgreSQL text cannot hold NUL: refused at the edge with a message, not a 500. */
const noNul = (value: string) => !value.includes('\u0000');

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const idSchema = (what: string) =>
  z.string({ error: `${what} is required` }).regex(UUID_SHAPE, `${what} is not a valid id`);

export const postSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  item_id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  category: categoryLabelSchema,
  category_id: z.string(),
  group: z.string().nullable(),
  subgroup: z.string().nullable(),
  company_logo: z.string().nullable(),
  /** When the item reached this owner (ISO 8601). */
  created_at: z.string(),
  /** The organisation to show: the group, else Thistle. */
  orgName: z.string(),
  like: likeSchema.nullable(),
  relevance: ratingSchema.nullable(),
  actionable: ratingSchema.nullable(),
  impact: ratingSchema.nullable(),
  deadline: z.string().nullable(),
  amount_max_gbp: z.number().nullable(),
  event_start: z.string().nullable(),
  event_end: z.string().nullable(),
  location: z.string().nullable(),
  reasons: z.array(z.string()),
  score: z.number(),
  bookmarked: z.boolean(),
  is_sample: z.boolean(),
  tags: z.object({
    regions: z.array(z.string()),
    stages: z.array(z.string()),
    sectors: z.array(z.string()),
    topics: z.array(z.string()),
  }),
});
export type Post = z.infer<typeof postSchema>;

/** A `limit` query parameter: a whole number from 1 to max, default when absent. */
export function limitSchema(max: number, defaultValue: number) {
  const message = `limit must be a whole number from 1 to ${max}`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(max, message)
    .default(defaultValue);
}

/**
 * GET /api/posts. `category`: a category id, label or tab name, any case. `q`: full-text
 * search over title and body (English stemming), ranked by relevance. `sort`: rank (score),
 * closing (soonest deadline) or newest. `cursor`: the previous page's nextCursor.
 */
export const postsQuerySchema = z.object({
  category: z
    .string({ error: 'category must be text' })
    .trim()
    .max(100, 'category is not a known category')
    .refine(noNul, 'category is not a known category')
    .optional(),
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .max(500, 'The search is too long (500 characters at most).')
    .refine(noNul, 'The search contains a character that is not allowed.')
    .optional(),
  sort: z.enum(FEED_SORTS, { error: 'sort must be rank, closing or newest' }).default('rank'),
  cursor: z
    .string({ error: 'cursor must be text' })
    .max(1000, 'The cursor is not valid; start again from the first page.')
    .optional(),
  limit: limitSchema(FEED_PAGE_MAX, FEED_PAGE_DEFAULT),
});
export type PostsQuery = z.input<typeof postsQuerySchema>;
export type FeedSort = (typeof FEED_SORTS)[number];

export const postsResponseSchema = z.object({
  posts: z.array(postSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PostsResponse = z.infer<typeof postsResponseSchema>;

export const postParamsSchema = z.object({ id: idSchema('The post id') });

const REACTION_SHAPE = 'Send either like, or one or more of relevance, actionable and impact.';

/** PATCH /api/posts/:id: a like or dislike (null clears it), or ratings (null clears one). */
export const postPatchSchema = z
  .strictObject(
    {
      like: likeSchema.nullable().optional(),
      relevance: ratingSchema.nullable().optional(),
      actionable: ratingSchema.nullable().optional(),
      impact: ratingSchema.nullable().optional(),
    },
    { error: REACTION_SHAPE },
  )
  .refine((patch) => {
    const ratings = [patch.relevance, patch.actionable, patch.impact].filter(
      (r) => r !== undefined,
    ).length;
    return patch.like === undefined ? ratings > 0 : ratings === 0;
  }, REACTION_SHAPE);
export type PostPatch = z.infer<typeof postPatchSchema>;

export const REPORT_REQUIRED_MESSAGE = 'Title and message are required.';

const reportText = (max: number, tooLong: string) =>
  z
    .string({ error: REPORT_REQUIRED_MESSAGE })
    .trim()
    .min(1, REPORT_REQUIRED_MESSAGE)
    .max(max, tooLong)
    .refine(noNul, 'The report contains a character that is not allowed.');

/** POST /api/posts/:id/report (docs/product.md#report-a-post). */
export const reportPostRequestSchema = z.object(
  {
    title: reportText(200, 'The title must be at most 200 characters.'),
    message: reportText(5000, 'The message must be at most 5,000 characters.'),
  },
  { error: REPORT_REQUIRED_MESSAGE },
);
export type ReportPostRequest = z.infer<typeof reportPostRequestSchema>;

/** What a create answers with (201). */
export const createdResponseSchema = z.object({ id: z.string() });
export type CreatedResponse = z.infer<typeof createdResponseSchema>;
