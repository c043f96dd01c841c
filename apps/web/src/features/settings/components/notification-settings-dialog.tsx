import type { NotificationSettings } from '@thistle/shared/contracts/owner-tools';
import { DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '../api/notification-settings';

const OPTIONS: Array<{ key: keyof NotificationSettings; label: string; hint: string }> = [
  {
    key: 'weeklyReport',
    label: 'Monday report',
    hint: 'The week’s best funding, events and advice for you, every Monday at 7am.',
  },
  {
    key: 'deadlineReminders',
    label: 'Deadline reminders',
    hint: 'A reminder 14 days and 3 days before a bookmarked opportunity closes, and news when one changes.',
  },
  {
    key: 'email',
    label: 'Email me',
    hint: 'Send the report and reminders by email too, not only here in Thistle.',
  },
];

/** Notification Settings: what Thistle tells the owner about, and whether by email. */
export function NotificationSettingsDialog() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();

  async function toggle(key: keyof NotificationSettings, value: boolean) {
    try {
      // The switch itself shows the saved state; a toast per flick would only be noise.
      await update.mutateAsync({ [key]: value });
    } catch (error) {
      toast.error((error as Error).message || 'Failed to save notification settings');
    }
  }

  return (
    <DialogContent
      title="Notification Settings"
      description="Choose what Thistle tells you about, and how."
    >
      {settings.isPending ? (
        <p role="status" className="text-muted">
          Loading...
        </p>
      ) : settings.isError ? (
        <p className="text-danger">Your settings could not be loaded: {settings.error.message}</p>
      ) : (
        <ul className="space-y-4">
          {OPTIONS.map((option) => {
            const on = settings.data[option.key];
            return (
              <li key={option.key} className="flex items-start gap-4">
                <span className="flex-1">
                  <span id={`setting-${option.key}`} className="block font-medium text-ink">
                    {option.label}
                  </span>
                  <span className="block text-sm text-muted">{option.hint}</span>
                </span>
                <button
                  type="button"
                  role="switch"
                  aria-checked={on}
                  aria-labelledby={`setting-${option.key}`}
                  disabled={update.isPending}
                  onClick={() => void toggle(option.key, !on)}
                  className={`relative mt-1 h-6 w-11 shrink-0 cursor-pointer rounded-full transition-colors ${on ? 'bg-brand-700' : 'bg-gray-400'}`}
                >
                  <span
                    aria-hidden="true"
                    className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : 'translate-x-0.5'}`}
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </DialogContent>
  );
}
