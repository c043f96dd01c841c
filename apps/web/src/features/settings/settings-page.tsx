import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Bell,
  ChevronRight,
  FileText,
  KeyRound,
  Mail,
  ShieldCheck,
  Trash2,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { FAILED_DELETE_REDIRECT_DELAY_MS } from '@thistle/shared/constants';
import { useAuth } from '@/lib/auth/auth-context';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { NotificationSettingsDialog } from './components/notification-settings-dialog';
import { YourDataCard } from './components/your-data-card';

const rowClass =
  'flex w-full items-center gap-4 px-5 py-4 text-left hover:bg-brand-50 focus-visible:bg-brand-50';

function SettingsLink({
  to,
  icon: Icon,
  label,
  hint,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  hint: string;
}) {
  return (
    <li>
      <Link to={to} className={rowClass}>
        <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
        <span className="flex-1">
          <span className="block font-medium text-ink">{label}</span>
          <span className="block text-sm text-muted">{hint}</span>
        </span>
        <ChevronRight aria-hidden="true" className="h-5 w-5 text-muted" />
      </Link>
    </li>
  );
}

/** docs/product.md#settings, with the Danger Zone's Delete Account. */
export default function SettingsPage() {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-6">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Settings
      </h1>
      <Card>
        <ul className="divide-y divide-line">
          <SettingsLink
            to="/dashboard/profile"
            icon={UserRound}
            label="Profile Settings"
            hint="Your name and profile summary"
          />
          <SettingsLink
            to="/forgot-password"
            icon={KeyRound}
            label="Password Reset"
            hint="We will email you a link to choose a new password"
          />
          <li>
            <Dialog>
              <DialogTrigger asChild>
                <button type="button" className={`${rowClass} cursor-pointer`}>
                  <Bell aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
                  <span className="flex-1">
                    <span className="block font-medium text-ink">Notification Settings</span>
                    <span className="block text-sm text-muted">
                      The Monday report, deadline reminders, email
                    </span>
                  </span>
                  <ChevronRight aria-hidden="true" className="h-5 w-5 text-muted" />
                </button>
              </DialogTrigger>
              <NotificationSettingsDialog />
            </Dialog>
          </li>
          <SettingsLink
            to="/dashboard/terms-and-conditions"
            icon={FileText}
            label="Terms and conditions"
            hint="The terms of using Thistle"
          />
          <SettingsLink
            to="/dashboard/data-privacy"
            icon={ShieldCheck}
            label="Data privacy"
            hint="How we look after your data"
          />
          <SettingsLink
            to="/dashboard/contact"
            icon={Mail}
            label="Get in touch"
            hint="Questions, ideas or problems"
          />
        </ul>
      </Card>
      <YourDataCard />
      <DangerZone />
    </section>
  );
}

function DangerZone() {
  const { deleteAccount, signOut } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function onDelete() {
    setDeleting(true);
    try {
      await deleteAccount();
      toast.success('Account deleted successfully');
      navigate('/');
    } catch {
      toast.error('Failed to delete account. Please try again later.');
      setTimeout(() => {
        void signOut().finally(() => navigate('/'));
      }, FAILED_DELETE_REDIRECT_DELAY_MS);
    }
  }

  return (
    <Card className="border-red-300">
      <div className="space-y-3 p-5">
        <h2 className="text-lg font-semibold text-danger">Danger Zone</h2>
        <p className="text-sm text-muted">
          Deleting your account removes your profile, feed, bookmarks, notifications and reports for
          good.
        </p>
        <Dialog open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
          <DialogTrigger asChild>
            <Button variant="danger">
              <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete Account
            </Button>
          </DialogTrigger>
          <DialogContent
            title="Are you absolutely sure?"
            description="This action cannot be undone. This will permanently delete your account and remove your data from our servers."
          >
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary" disabled={deleting}>
                  Cancel
                </Button>
              </DialogClose>
              <Button variant="danger" disabled={deleting} onClick={() => void onDelete()}>
                {deleting ? 'Deleting...' : 'Yes, delete my account'}
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      </div>
    </Card>
  );
}
