import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { FeedSort } from '@thistle/shared/contracts/posts';
import { FEED_SKELETON_CARDS } from '@thistle/shared/constants';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { usePosts } from './api/get-posts';
import { PostCard } from './components/post-card';
import { SaveSearchDialog } from './components/save-search-dialog';
import { SideCard } from './components/side-card';

/** The five tabs and the categories they show (matched by the server, any case). */
export const FEED_TABS = [
  { label: 'All', category: undefined },
  { label: 'Events & Networks', category: 'Events' },
  { label: 'Market Insights', category: 'Market Insights' },
  { label: 'Funding opportunities', category: 'Funding' },
  { label: 'Resources & Guides', category: 'Courses & Guides' },
] as const;

const SORTS: Array<{ value: FeedSort; label: string }> = [
  { value: 'rank', label: 'Best for you' },
  { value: 'closing', label: 'Closing soon' },
  { value: 'newest', label: 'Newest' },
];

function PostSkeleton() {
  return (
    <div className="space-y-3 rounded-2xl border border-line bg-white p-4">
      <div className="flex items-center gap-3">
        <Skeleton className="h-10 w-10 rounded-full" />
        <Skeleton className="h-4 w-40" />
      </div>
      <Skeleton className="aspect-[2/1] w-full" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-4 w-full" />
    </div>
  );
}

/** The feed (docs/product.md#feed). The header's search box sets `?q=`. */
export default function FeedPage() {
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<(typeof FEED_TABS)[number]>(FEED_TABS[0]);
  const sort = (SORTS.find((s) => s.value === params.get('sort'))?.value ?? 'rank') as FeedSort;
  const q = params.get('q')?.trim() || undefined;
  const feed = usePosts({ category: tab.category, q, sort });
  const end = useRef<HTMLDivElement>(null);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const posts = feed.data?.pages.flatMap((p) => p.posts) ?? [];
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <section aria-labelledby="page-title" className="min-w-0 space-y-4">
        <h1 id="page-title" className="sr-only">
          Your feed
        </h1>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div role="tablist" aria-label="Show" className="flex flex-wrap gap-2">
            {FEED_TABS.map((t) => (
              <button
                key={t.label}
                type="button"
                role="tab"
                aria-selected={t.label === tab.label}
                onClick={() => setTab(t)}
                className={cn(
                  'cursor-pointer rounded-full border px-3.5 py-1.5 text-sm font-medium',
                  t.label === tab.label
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-line bg-white text-ink hover:bg-brand-50',
                )}
              >
                {t.label}
              </button>
            ))}
          </div>
          <label className="flex items-center gap-2 text-sm text-ink">
            Sort
            <select
              value={sort}
              onChange={(e) => {
                const next = new URLSearchParams(params);
                next.set('sort', e.target.value);
                setParams(next, { replace: true });
              }}
              className="h-9 rounded-lg border border-line bg-white px-2"
            >
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {q ? <p className="text-sm text-muted">Results for “{q}”</p> : <span />}
          {q || tab.category ? (
            <SaveSearchDialog
              query={q ?? ''}
              category={tab.category ?? null}
              categoryLabel={tab.category ? tab.label : null}
            />
          ) : null}
        </div>
        {feed.isPending ? (
          <div aria-busy="true" aria-label="Loading posts" className="space-y-4">
            {Array.from({ length: FEED_SKELETON_CARDS }, (_, i) => (
              <PostSkeleton key={i} />
            ))}
          </div>
        ) : feed.isError ? (
          <p className="text-danger">Error loading posts: {feed.error.message}</p>
        ) : posts.length === 0 ? (
          <p className="text-muted">
            {tab.category ? `No posts found in the "${tab.label}" category` : 'No posts available'}
          </p>
        ) : (
          <div className="space-y-4">
            {posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
            <div ref={end} />
            {feed.isFetchingNextPage ? <PostSkeleton /> : null}
          </div>
        )}
      </section>
      <div className="order-first lg:order-none">
        <SideCard />
      </div>
    </div>
  );
}
