import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import {
  Bookmark,
  CalendarPlus,
  ExternalLink,
  MoreHorizontal,
  ThumbsDown,
  ThumbsUp,
} from 'lucide-react';
import type { Like, Post } from '@thistle/shared/contracts/posts';
import { PostFactsLine } from '@/components/post-facts-line';
import { Button } from '@/components/ui/button';
import { CoverImage } from '@/components/ui/cover-image';
import { toast } from '@/components/ui/toast';
import { useToggleBookmark } from '@/lib/api/toggle-bookmark';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import { downloadFile } from '@/lib/download';
import { postTitle } from '@/lib/post-facts';
import { relativeAge } from '@/lib/relative-time';
import { useUpdatePost } from '../api/update-post';
import { RatingDialog } from './rating-dialog';
import { ReportDialog } from './report-dialog';

const REACTIONS = [
  { like: 'LIKE', label: 'Like', Icon: ThumbsUp },
  { like: 'DISLIKE', label: 'Dislike', Icon: ThumbsDown },
] as const satisfies readonly { like: Like; label: string; Icon: typeof ThumbsUp }[];

/** One post (docs/product.md#post-card). */
export function PostCard({ post }: { post: Post }) {
  const { session } = useAuth();
  const update = useUpdatePost();
  const bookmark = useToggleBookmark();
  const [rating, setRating] = useState(false);
  const [reporting, setReporting] = useState(false);
  const title = postTitle(post.title);

  async function react(like: Like) {
    if (!session) {
      toast.error('You must be logged in to like/dislike posts');
      return;
    }
    const clearing = post.like === like;
    try {
      await update.mutateAsync({ id: post.id, patch: { like: clearing ? null : like } });
      if (clearing) toast.success('Like/dislike removed');
      else {
        toast.success(like === 'LIKE' ? 'Post liked!' : 'Post disliked');
        setRating(true);
      }
    } catch {
      toast.error(clearing ? 'Error removing like/dislike' : 'Error updating like/dislike');
    }
  }

  return (
    <article
      aria-labelledby={`post-${post.id}-title`}
      className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
    >
      <div className="flex items-center gap-3 p-4 pb-3">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
        >
          {(post.orgName[0] ?? 'T').toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-ink">{post.orgName}</p>
          <p className="text-sm text-muted">{relativeAge(post.created_at)}</p>
        </div>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button variant="ghost" size="icon" aria-label="Post options">
              <MoreHorizontal aria-hidden="true" className="h-5 w-5" />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              className="z-50 min-w-40 rounded-xl border border-line bg-white p-1 shadow-lg"
            >
              <DropdownMenu.Item
                onSelect={() => setReporting(true)}
                className="cursor-pointer rounded-lg px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50"
              >
                Report Post
              </DropdownMenu.Item>
              {post.orgName === 'Your Organization' ? (
                <DropdownMenu.Item
                  onSelect={() => console.info('Delete Post chosen for', post.id)}
                  className="cursor-pointer rounded-lg px-3 py-2 text-sm text-danger outline-none data-[highlighted]:bg-danger-50"
                >
                  Delete Post
                </DropdownMenu.Item>
              ) : null}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      <div className="aspect-[2/1] w-full bg-brand-50">
        <CoverImage seed={post.title} />
      </div>
      <div className="space-y-2 p-4">
        <h2 id={`post-${post.id}-title`} className="text-lg leading-snug font-semibold text-ink">
          {title}
        </h2>
        <PostFactsLine
          deadline={post.deadline}
          amount={post.amount_max_gbp}
          eventStart={post.event_start}
        />
        <p className="line-clamp-4 whitespace-pre-line text-ink">{post.body}</p>
        {post.reasons.length ? (
          <p className="text-sm text-muted">{post.reasons.join(' · ')}</p>
        ) : null}
        {post.link ? (
          <a
            href={post.link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            Read more <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
            <span className="sr-only">about {title} (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      <div className="flex items-center gap-1 border-t border-line px-2 py-1.5">
        {REACTIONS.map(({ like, label, Icon }) => (
          <Button
            key={like}
            variant="ghost"
            size="sm"
            aria-pressed={post.like === like}
            aria-label={label}
            onClick={() => void react(like)}
            disabled={update.isPending}
          >
            <Icon
              aria-hidden="true"
              className={cn('h-4 w-4', post.like === like && 'fill-brand-700')}
            />
          </Button>
        ))}
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={post.bookmarked}
          aria-label={post.bookmarked ? 'Remove bookmark' : 'Bookmark'}
          onClick={() => bookmark.mutate({ postId: post.id, bookmarked: !post.bookmarked })}
        >
          <Bookmark
            aria-hidden="true"
            className={cn('h-4 w-4', post.bookmarked && 'fill-brand-700')}
          />
        </Button>
        {post.deadline || post.event_start ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Add to calendar: ${title}`}
            onClick={() =>
              void downloadFile(`/api/posts/${post.id}/calendar.ics`, 'thistle-event.ics').catch(
                (e: Error) => toast.error(e.message || 'The calendar file could not be made.'),
              )
            }
          >
            <CalendarPlus aria-hidden="true" className="h-4 w-4" />
            <span aria-hidden="true" className="hidden sm:inline">
              Add to calendar
            </span>
          </Button>
        ) : null}
        <span className="ml-auto rounded-full bg-leaf-50 px-3 py-1 text-xs font-semibold text-leaf-700">
          {post.category}
        </span>
      </div>
      <RatingDialog postId={post.id} open={rating} onOpenChange={setRating} />
      <ReportDialog postId={post.id} open={reporting} onOpenChange={setReporting} />
    </article>
  );
}
