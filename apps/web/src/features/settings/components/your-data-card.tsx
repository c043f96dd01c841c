import { useState } from 'react';
import { CalendarDays, Copy, Download, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { useDeleteSavedSearch, useSavedSearches } from '@/lib/api/saved-searches';
import { downloadFile } from '@/lib/download';
import { useCalendarFeed, useRenewCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';

/** The private calendar feed, saved searches and downloads of everything Thistle holds. */
export function YourDataCard() {
  const calendar = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const searches = useSavedSearches();
  const removeSearch = useDeleteSavedSearch();
  const [busy, setBusy] = useState<string | null>(null);

  async function download(path: string, name: string) {
    setBusy(path);
    try {
      await downloadFile(path, name);
    } catch (error) {
      toast.error((error as Error).message || 'The download failed. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  const url = calendar.data?.url ?? null;
  return (
    <Card className="space-y-6 p-5">
      <section aria-labelledby="calendar-title" className="space-y-2">
        <h2 id="calendar-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <CalendarDays aria-hidden="true" className="h-5 w-5 text-brand-700" /> Your calendar feed
        </h2>
        <p className="text-sm text-muted">
          A private address your calendar app can subscribe to: the deadlines and event dates of
          everything you bookmark. Anyone with the address can read it, so keep it to yourself; make
          a new one to stop the old one working.
        </p>
        {url ? (
          <div className="space-y-2">
            <label htmlFor="calendar-url" className="sr-only">
              Calendar feed address
            </label>
            <input
              id="calendar-url"
              readOnly
              value={url}
              className="h-10 w-full rounded-lg border border-line bg-gray-50 px-3 text-sm text-ink"
            />
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  void navigator.clipboard.writeText(url).then(
                    () => toast.success('Calendar address copied'),
                    () => toast.error('Could not copy; select the address and copy it yourself.'),
                  )
                }
              >
                <Copy aria-hidden="true" className="h-4 w-4" /> Copy
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => renew.mutate()}
                disabled={renew.isPending}
              >
                Make a new address
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => revoke.mutate()}
                disabled={revoke.isPending}
              >
                Turn off
              </Button>
            </div>
          </div>
        ) : (
          <Button
            size="sm"
            onClick={() => renew.mutate()}
            disabled={renew.isPending || calendar.isPending}
          >
            Create my calendar feed
          </Button>
        )}
      </section>

      <section aria-labelledby="searches-title" className="space-y-2">
        <h2 id="searches-title" className="text-lg font-semibold text-ink">
          Saved searches
        </h2>
        {searches.data?.searches.length ? (
          <ul className="divide-y divide-line rounded-lg border border-line">
            {searches.data.searches.map((s) => (
              <li key={s.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                <span className="flex-1 text-ink">
                  {[
                    s.query && `“${s.query}”`,
                    s.category,
                    s.closing_within_days && `closing within ${s.closing_within_days} days`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  <span className="block text-muted">
                    {s.deliver === 'report' ? 'In your Monday report' : 'As a notification'}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label="Delete saved search"
                  onClick={() => removeSearch.mutate(s.id)}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4 text-danger" />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">
            None yet. Search your feed and choose “Save this search” to hear of new matches.
          </p>
        )}
      </section>

      <section aria-labelledby="data-title" className="space-y-2">
        <h2 id="data-title" className="text-lg font-semibold text-ink">
          Download your data
        </h2>
        <p className="text-sm text-muted">
          Everything Thistle holds about you, as one file, or your bookmarks as a spreadsheet.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void download('/api/export', 'thistle-my-data.json')}
            disabled={busy !== null}
          >
            <Download aria-hidden="true" className="h-4 w-4" /> Download my data
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void download('/api/bookmarks.csv', 'thistle-bookmarks.csv')}
            disabled={busy !== null}
          >
            <Download aria-hidden="true" className="h-4 w-4" /> Bookmarks as CSV
          </Button>
        </div>
      </section>
    </Card>
  );
}
