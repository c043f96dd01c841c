import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Label, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-context';
import { displayName } from '@/lib/user-names';
import { useProfile } from '@/lib/api/get-profile';
import { useUpdateMe } from './api/update-me';
import { ProfileTags } from './components/profile-tags';

interface Draft {
  first_name: string;
  last_name: string;
  summary: string;
}

/** The profile (docs/product.md#profile): names, the summary, and the tags Thistle matches on. */
export default function ProfilePage() {
  const { userData, session } = useAuth();
  const navigate = useNavigate();
  const update = useUpdateMe();
  const profile = useProfile();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [editingSummary, setEditingSummary] = useState(false);

  const saved: Draft = {
    first_name: userData?.first_name ?? '',
    last_name: userData?.last_name ?? '',
    summary: userData?.summary ?? '',
  };
  const current = draft ?? saved;
  const dirty = draft !== null;
  const change = (patch: Partial<Draft>) => setDraft({ ...current, ...patch });

  async function onSave(event: FormEvent) {
    event.preventDefault();
    if (!dirty) return;
    try {
      await update.mutateAsync({
        first_name: current.first_name.trim() || null,
        last_name: current.last_name.trim() || null,
        summary: current.summary.trim() ? current.summary : null,
      });
      setDraft(null);
      setEditingSummary(false);
      toast.success('Profile updated successfully!');
    } catch {
      toast.error('Failed to update profile');
    }
  }

  function onDiscard() {
    setDraft(null);
    setEditingSummary(false);
  }

  function onRegenerate() {
    if (
      window.confirm(
        'Are you sure you want to regenerate your profile? This will take you through the onboarding process again.',
      )
    ) {
      navigate('/onboarding');
    }
  }

  const email = userData?.email ?? session?.user.email ?? '';
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-6">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Profile
      </h1>
      <form onSubmit={(e) => void onSave(e)} className="space-y-6">
        <Card className="space-y-5 p-5">
          <div className="flex items-center gap-4">
            <Avatar name={displayName(userData ?? { email })} className="h-14 w-14 text-lg" />
            <div>
              <p className="text-lg font-semibold text-ink">{displayName(userData ?? { email })}</p>
              <p className="text-sm text-muted">{email}</p>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <Label htmlFor="first-name">First name</Label>
              <Input
                id="first-name"
                autoComplete="given-name"
                value={current.first_name}
                onChange={(e) => change({ first_name: e.target.value })}
              />
            </div>
            <div>
              <Label htmlFor="last-name">Last name</Label>
              <Input
                id="last-name"
                autoComplete="family-name"
                value={current.last_name}
                onChange={(e) => change({ last_name: e.target.value })}
              />
            </div>
            <div className="sm:col-span-2">
              <Label htmlFor="email">Email</Label>
              <Input
                id="email"
                type="email"
                value={email}
                readOnly
                aria-readonly="true"
                className="bg-gray-50"
              />
            </div>
          </div>
        </Card>

        <Card className="space-y-4 p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold text-ink">Profile summary</h2>
            {saved.summary ? (
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" onClick={() => setEditingSummary((e) => !e)}>
                  {editingSummary ? 'Cancel Edit' : 'Edit Summary'}
                </Button>
                <Button variant="ghost" size="sm" onClick={onRegenerate}>
                  Regenerate Profile
                </Button>
              </div>
            ) : null}
          </div>
          {saved.summary || current.summary ? (
            editingSummary ? (
              <>
                <Label htmlFor="summary" className="sr-only">
                  Profile summary
                </Label>
                <Textarea
                  id="summary"
                  rows={10}
                  value={current.summary}
                  onChange={(e) => change({ summary: e.target.value })}
                />
              </>
            ) : (
              <p className="whitespace-pre-wrap text-ink">{current.summary}</p>
            )
          ) : (
            <div className="space-y-3">
              <p className="text-muted">
                You don't have a profile summary yet. Tell Thistle about you and your business in
                the onboarding chat, and it will write one for you.
              </p>
              <Button asChild>
                <Link to="/onboarding">Go to Onboarding</Link>
              </Button>
            </div>
          )}
        </Card>

        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onDiscard} disabled={!dirty || update.isPending}>
            Discard Changes
          </Button>
          <Button type="submit" disabled={!dirty || update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>

      <Card className="space-y-2 p-5">
        <h2 className="text-lg font-semibold text-ink">What Thistle matches you on</h2>
        <p className="text-sm text-muted">
          Worked out from your answers. Change any of them and your feed and Monday report follow.
        </p>
        {profile.data ? (
          <ProfileTags profile={profile.data} />
        ) : profile.isError ? (
          <p className="text-danger">
            Your profile's tags could not be loaded: {profile.error.message}
          </p>
        ) : (
          <p role="status" className="text-muted">
            Loading...
          </p>
        )}
      </Card>
    </section>
  );
}
