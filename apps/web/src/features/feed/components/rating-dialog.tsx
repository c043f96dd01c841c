import { useState } from 'react';
import type { Rating } from '@thistle/shared/contracts/posts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-context';
import { useUpdatePost } from '../api/update-post';

const DIMENSIONS = [
  { key: 'relevance', label: 'Relevance' },
  { key: 'actionable', label: 'Actionable' },
  { key: 'impact', label: 'Impact' },
] as const;
const OPTIONS: Array<{ value: Rating; label: string }> = [
  { value: 'HIGH', label: 'Yep' },
  { value: 'MEDIUM', label: 'Meh' },
  { value: 'LOW', label: 'No!' },
];

type Ratings = Partial<Record<(typeof DIMENSIONS)[number]['key'], Rating>>;

/** "Please rate this content" (docs/product.md#reactions-and-ratings). */
export function RatingDialog({
  postId,
  open,
  onOpenChange,
}: {
  postId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { session } = useAuth();
  const update = useUpdatePost();
  const [ratings, setRatings] = useState<Ratings>({});

  async function submit() {
    if (!session) {
      toast.error('You must be logged in to rate posts');
      return;
    }
    try {
      await update.mutateAsync({ id: postId, patch: ratings });
      toast.success('Thank you for your feedback!');
      setRatings({});
      onOpenChange(false);
    } catch {
      toast.error('Error submitting ratings');
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Please rate this content"
        description="Your ratings help us bring you more relevant content."
      >
        <div className="space-y-4">
          {DIMENSIONS.map((dimension) => (
            <fieldset key={dimension.key}>
              <legend className="mb-2 text-sm font-semibold text-ink">{dimension.label}</legend>
              <div className="flex gap-2">
                {OPTIONS.map((option) => {
                  const id = `${postId}-${dimension.key}-${option.value}`;
                  const checked = ratings[dimension.key] === option.value;
                  return (
                    <label
                      key={option.value}
                      htmlFor={id}
                      className={`cursor-pointer rounded-lg border px-4 py-2 text-sm font-medium has-[:focus-visible]:outline-3 ${checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-ink hover:bg-brand-50'}`}
                    >
                      <input
                        id={id}
                        type="radio"
                        name={`${postId}-${dimension.key}`}
                        value={option.value}
                        checked={checked}
                        onChange={() => setRatings({ ...ratings, [dimension.key]: option.value })}
                        className="sr-only"
                      />
                      {option.label}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
        <div className="mt-6 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            onClick={() => void submit()}
            disabled={update.isPending || Object.keys(ratings).length === 0}
          >
            Submit
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
