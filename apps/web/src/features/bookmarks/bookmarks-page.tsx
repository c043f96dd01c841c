import { useEffect, useMemo, useState } from 'react';
import { ExternalLink, Trash2 } from 'lucide-react';
import type { Post } from '@thistle/shared/contracts/posts';
import { PRODUCT_NAME, SEARCH_DEBOUNCE_MS } from '@thistle/shared/constants';
import { PostFactsLine } from '@/components/post-facts-line';
import { Button } from '@/components/ui/button';
import { CoverImage } from '@/components/ui/cover-image';
import { Input, Label } from '@/components/ui/input';
import { useToggleBookmark } from '@/lib/api/toggle-bookmark';
import { postTitle } from '@/lib/post-facts';
import { shortDate } from '@/lib/relative-time';
import { useBookmarks } from './api/get-bookmarks';

/** The spec's bookmark view of a post (docs/product.md#bookmarks). */
export function bookmarkView(post: Post) {
  return {
    id: post.id,
    companyName: post.group || PRODUCT_NAME,
    companyLogo: post.company_logo,
    postDate: shortDate(post.created_at),
    postTitle: postTitle(post.title),
    postContent: post.body,
    subGroup: post.subgroup || '#',
    readMore: post.link,
  };
}

function useDebounced(value: string) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

export default function BookmarksPage() {
  const bookmarks = useBookmarks();
  const remove = useToggleBookmark();
  const [search, setSearch] = useState('');
  const query = useDebounced(search).trim().toLowerCase();
  const views = useMemo(() => {
    const all = (bookmarks.data?.posts ?? []).map((post) => ({ post, view: bookmarkView(post) }));
    if (!query) return all;
    return all.filter(({ view }) =>
      [view.postTitle, view.companyName, view.postContent].some((t) =>
        t.toLowerCase().includes(query),
      ),
    );
  }, [bookmarks.data, query]);

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-4xl space-y-5">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Bookmarks
      </h1>
      <div className="max-w-md">
        <Label htmlFor="bookmark-search">Search your bookmarks</Label>
        <Input
          id="bookmark-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <h2 className="text-lg font-semibold text-ink">Bookmarked Posts ({views.length})</h2>
      {bookmarks.isPending ? (
        <p role="status" className="text-muted">
          Loading posts...
        </p>
      ) : bookmarks.isError ? (
        <p className="text-danger">Error loading posts: {bookmarks.error.message}</p>
      ) : views.length === 0 ? (
        <p className="text-muted">No posts found.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {views.map(({ post, view }) => {
            return (
              <li
                key={view.id}
                className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white"
              >
                <div className="flex items-center gap-3 p-4">
                  {view.companyLogo ? (
                    <img
                      src={view.companyLogo}
                      alt=""
                      className="h-9 w-9 rounded-full object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
                    >
                      {view.companyName[0]?.toUpperCase()}
                    </span>
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold text-ink">{view.companyName}</p>
                    <p className="text-sm text-muted">{view.postDate}</p>
                  </div>
                  {view.subGroup !== '#' ? (
                    <a
                      href={view.subGroup}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-sm font-semibold text-brand-700 hover:underline"
                    >
                      View Page
                    </a>
                  ) : (
                    <span className="text-sm text-muted">View Page</span>
                  )}
                </div>
                <div className="aspect-[2/1] bg-brand-50">
                  <CoverImage seed={post.title} />
                </div>
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <h3 className="font-semibold text-ink">{view.postTitle}</h3>
                  <PostFactsLine deadline={post.deadline} amount={post.amount_max_gbp} />
                  <p className="line-clamp-3 text-sm text-ink">{view.postContent}</p>
                  <div className="mt-auto flex items-center justify-between pt-2">
                    {view.readMore ? (
                      <a
                        href={view.readMore}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                      >
                        Read More <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                        <span className="sr-only">about {view.postTitle} (opens in a new tab)</span>
                      </a>
                    ) : (
                      <span />
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete bookmark: ${view.postTitle}`}
                      onClick={() => remove.mutate({ postId: view.id, bookmarked: false })}
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4 text-danger" />
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
