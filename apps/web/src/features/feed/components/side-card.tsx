import { useState } from 'react';
import { Link } from 'react-router';
import { overallCompletion } from '@thistle/shared/onboarding';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useProfile } from '@/lib/api/get-profile';
import { useAuth } from '@/lib/auth/auth-context';

/** What Thistle is working on next; shown once the owner's profile is done. */
const UPCOMING = [
  {
    title: 'Ask Thistle: a chat assistant for your business questions',
    body: 'Soon you will be able to ask Thistle questions in your own words: which grants fit a new van, what a funder means by "match funding", or which events next month are worth your time. It will answer from the same sources your feed comes from, with links to each one, and it will know your profile, so you do not have to explain your business every time.',
  },
];

/** The feed's side card (docs/product.md#feed). */
export function SideCard() {
  const { userData } = useAuth();
  const profile = useProfile();
  const [expanded, setExpanded] = useState(false);
  const completion = profile.data ? overallCompletion(profile.data.completion) : 0;

  if (!userData?.summary && completion < 100) {
    return (
      <aside
        aria-labelledby="side-card-title"
        className="space-y-3 rounded-2xl border border-line bg-white p-5"
      >
        <h2 id="side-card-title" className="text-lg font-semibold text-ink">
          Update your account
        </h2>
        <p className="text-sm text-muted">
          Tell Thistle about your business and your feed will put what fits you first.
        </p>
        <Progress value={completion} label="Profile completion" />
        <p className="text-sm font-medium text-ink">{completion}% Complete</p>
        <Button asChild className="w-full">
          <Link to="/onboarding">Complete Profile</Link>
        </Button>
      </aside>
    );
  }
  const article = UPCOMING[0]!;
  return (
    <aside
      aria-labelledby="side-card-title"
      className="space-y-3 rounded-2xl border border-line bg-white p-5"
    >
      <h2 id="side-card-title" className="text-lg font-semibold text-ink">
        Upcoming Features
      </h2>
      <article className="space-y-2">
        <h3 className="font-semibold text-ink">{article.title}</h3>
        <p
          id="upcoming-body"
          className={expanded ? 'text-sm text-muted' : 'line-clamp-3 text-sm text-muted'}
        >
          {article.body}
        </p>
        <Button
          variant="link"
          size="sm"
          aria-expanded={expanded}
          aria-controls="upcoming-body"
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Read more'}
        </Button>
      </article>
    </aside>
  );
}
