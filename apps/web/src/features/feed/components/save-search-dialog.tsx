import { useState, type FormEvent } from 'react';
import { BellPlus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { useCreateSavedSearch } from '@/lib/api/saved-searches';

const WINDOWS = [
  { value: '', label: 'Any time' },
  { value: '7', label: 'Closing within 7 days' },
  { value: '14', label: 'Closing within 14 days' },
  { value: '30', label: 'Closing within 30 days' },
  { value: '90', label: 'Closing within 90 days' },
];

/** "Save this search": the feed's words and tab, kept, with new matches sent as the owner chooses. */
export function SaveSearchDialog({
  query,
  category,
  categoryLabel,
}: {
  query: string;
  category: string | null;
  categoryLabel: string | null;
}) {
  const create = useCreateSavedSearch();
  const [open, setOpen] = useState(false);
  const [words, setWords] = useState(query);
  const [within, setWithin] = useState('');
  const [deliver, setDeliver] = useState<'report' | 'notification'>('report');
  const [error, setError] = useState<string | null>(null);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setWords(query);
      setError(null);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await create.mutateAsync({
        query: words.trim(),
        category,
        closing_within_days: within ? Number(within) : null,
        deliver,
      });
      toast.success('Search saved');
      setOpen(false);
    } catch (e) {
      setError((e as Error).message || 'The search could not be saved.');
    }
  }

  const what = [
    words.trim() && `“${words.trim()}”`,
    categoryLabel,
    within && WINDOWS.find((w) => w.value === within)!.label.toLowerCase(),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <BellPlus aria-hidden="true" className="h-4 w-4" /> Save this search
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Save this search"
        description="Thistle checks new opportunities against it and tells you about the ones you have not seen."
      >
        <form onSubmit={(e) => void onSubmit(e)} className="space-y-4">
          {error ? <Alert variant="destructive">{error}</Alert> : null}
          <div>
            <Label htmlFor="saved-words">Words</Label>
            <Input
              id="saved-words"
              value={words}
              onChange={(e) => setWords(e.target.value)}
              maxLength={500}
            />
          </div>
          <p className="text-sm text-muted">Category: {categoryLabel ?? 'all'}</p>
          <div>
            <Label htmlFor="saved-window">Closing date</Label>
            <select
              id="saved-window"
              value={within}
              onChange={(e) => setWithin(e.target.value)}
              className="h-11 w-full rounded-lg border border-line bg-white px-3"
            >
              {WINDOWS.map((w) => (
                <option key={w.value} value={w.value}>
                  {w.label}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink">Tell me about new matches</legend>
            <label className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="deliver"
                checked={deliver === 'report'}
                onChange={() => setDeliver('report')}
                className="accent-brand-700"
              />
              In my Monday report
            </label>
            <label className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="deliver"
                checked={deliver === 'notification'}
                onChange={() => setDeliver('notification')}
                className="accent-brand-700"
              />
              As a notification when they arrive
            </label>
          </fieldset>
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-ink">
            {deliver === 'report'
              ? `Every Monday, your report will list up to a handful of new opportunities matching ${what || 'this search'} that you have not seen before. Nothing is sent in a week with no new matches.`
              : `When new opportunities matching ${what || 'this search'} arrive, you get one notification per check (at most a few a day) listing them. Only opportunities you have not seen before count.`}{' '}
            You can delete a saved search in Settings at any time.
          </p>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button
              type="submit"
              disabled={create.isPending || (!words.trim() && !category && !within)}
            >
              Save
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
