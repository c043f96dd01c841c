import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { relativeTime } from '@/lib/relative-time';
import { useNotifications } from './api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from './api/mark-read';

/** Notifications (docs/product.md#notifications). */
export default function NotificationsPage() {
  const notifications = useNotifications();
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const list = notifications.data?.notifications ?? [];
  const unread = list.filter((n) => !n.read).length;

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="page-title" className="text-2xl font-bold text-ink">
            Notifications
          </h1>
          <p className="text-sm text-muted">Showing all notifications({unread} unread)</p>
        </div>
        {unread > 0 ? (
          <Button variant="secondary" size="sm" onClick={() => markAll.mutate()}>
            Mark all as read
          </Button>
        ) : null}
      </div>
      {notifications.isPending ? (
        <p role="status" className="text-muted">
          Loading notifications...
        </p>
      ) : notifications.isError ? (
        <p className="text-danger">Error loading notifications: {notifications.error.message}</p>
      ) : list.length === 0 ? (
        <p className="text-muted">No notifications</p>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
          {list.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                onClick={() => !n.read && markOne.mutate(n.id)}
                className={cn(
                  'flex w-full cursor-pointer items-start gap-3 px-4 py-3 text-left hover:bg-brand-50',
                  !n.read && 'bg-brand-50/60',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-2 h-2.5 w-2.5 shrink-0 rounded-full',
                    n.read ? 'bg-transparent' : 'bg-brand-700',
                  )}
                />
                <span className="min-w-0 flex-1">
                  {n.read ? null : <span className="sr-only">Unread: </span>}
                  <span className={cn('block text-ink', !n.read && 'font-semibold')}>
                    {n.title}
                  </span>
                  <span className="block text-sm text-muted">{n.message}</span>
                  <span className="block text-xs text-muted">{relativeTime(n.created_at)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
