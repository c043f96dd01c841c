import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { taxonomy, type TaxonomyEntry } from '@thistle/shared/taxonomy';
import type { ProfileResponse } from '@thistle/shared/contracts/onboarding';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useSetProfileTags } from '../api/set-profile-tags';

type Facet = 'regions' | 'stage' | 'sectors' | 'topicsNeeded';

const FACETS: Array<{
  facet: Facet;
  title: string;
  hint: string;
  entries: TaxonomyEntry[];
  single?: boolean;
}> = [
  {
    facet: 'regions',
    title: 'Where',
    hint: 'Local funding and events are matched to these places.',
    entries: taxonomy.region.filter((r) => r.id !== 'international'),
  },
  {
    facet: 'stage',
    title: 'Stage',
    hint: 'Many schemes are for one stage only.',
    entries: taxonomy.stage,
    single: true,
  },
  {
    facet: 'sectors',
    title: 'Sectors',
    hint: 'Leave empty if no sector fits: you still see everything open to all.',
    entries: taxonomy.sector,
  },
  {
    facet: 'topicsNeeded',
    title: 'Help you want',
    hint: 'What your feed and Monday report look out for.',
    entries: taxonomy.topic,
  },
];

const labelOf = (entries: TaxonomyEntry[], id: string) =>
  entries.find((e) => e.id === id)?.label ?? id;

function FacetEditor({
  facet,
  profile,
  onClose,
}: {
  facet: (typeof FACETS)[number];
  profile: ProfileResponse;
  onClose: () => void;
}) {
  const current = profile.tags[facet.facet];
  const [chosen, setChosen] = useState<string[]>(
    Array.isArray(current) ? current : current ? [current] : [],
  );
  const save = useSetProfileTags();
  const edited = profile.editedFacets.includes(facet.facet);

  async function submit(value: string[] | string | null) {
    try {
      await save.mutateAsync({ [facet.facet]: value });
      toast.success('Profile updated successfully!');
      onClose();
    } catch (error) {
      toast.error((error as Error).message || 'Failed to update profile');
    }
  }

  return (
    <DialogContent title={`Edit: ${facet.title}`} description={facet.hint}>
      <fieldset className="max-h-80 space-y-2 overflow-y-auto">
        <legend className="sr-only">{facet.title}</legend>
        {facet.entries.map((entry) => (
          <label key={entry.id} className="flex items-center gap-3 text-sm text-ink">
            <input
              type={facet.single ? 'radio' : 'checkbox'}
              name={facet.facet}
              checked={chosen.includes(entry.id)}
              onChange={(e) =>
                setChosen(
                  facet.single
                    ? [entry.id]
                    : e.target.checked
                      ? [...chosen, entry.id]
                      : chosen.filter((c) => c !== entry.id),
                )
              }
              className="h-4 w-4 accent-brand-700"
            />
            {entry.label}
          </label>
        ))}
      </fieldset>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {edited ? (
          <Button variant="ghost" onClick={() => void submit(null)} disabled={save.isPending}>
            Use the suggestion
          </Button>
        ) : null}
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button
          onClick={() => void submit(facet.single ? (chosen[0] ?? null) : chosen)}
          disabled={save.isPending}
        >
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </DialogContent>
  );
}

/** The tags Thistle matches the owner on, each facet editable. */
export function ProfileTags({ profile }: { profile: ProfileResponse }) {
  const [editing, setEditing] = useState<Facet | null>(null);
  return (
    <dl className="divide-y divide-line">
      {FACETS.map((facet) => {
        const value = profile.tags[facet.facet];
        const ids = Array.isArray(value) ? value : value ? [value] : [];
        return (
          <div key={facet.facet} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
            <dt className="w-36 shrink-0 font-medium text-ink">
              {facet.title}
              {profile.editedFacets.includes(facet.facet) ? (
                <span className="block text-xs font-normal text-muted">set by you</span>
              ) : null}
            </dt>
            <dd className="flex flex-1 flex-wrap items-center gap-2">
              {ids.length ? (
                ids.map((id) => (
                  <span
                    key={id}
                    className="rounded-full bg-brand-100 px-3 py-1 text-sm text-brand-900"
                  >
                    {labelOf(facet.entries, id)}
                  </span>
                ))
              ) : (
                <span className="text-sm text-muted">
                  {facet.facet === 'sectors' ? 'Open to all sectors' : 'Not known yet'}
                </span>
              )}
              <Dialog
                open={editing === facet.facet}
                onOpenChange={(open) => setEditing(open ? facet.facet : null)}
              >
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setEditing(facet.facet)}
                  aria-label={`Edit ${facet.title}`}
                >
                  <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
                </Button>
                {editing === facet.facet ? (
                  <FacetEditor facet={facet} profile={profile} onClose={() => setEditing(null)} />
                ) : null}
              </Dialog>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
