import { useId, useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import { useWaitlist } from '../use-waitlist';

export const JOINED_MESSAGE = "You have joined the waitlist! We'll notify you when we launch!";

/** The waitlist form; replaced by the joined message once the session has joined. */
export function WaitlistForm() {
  const { joined, busy, message, submit } = useWaitlist();
  const [email, setEmail] = useState('');
  const inputId = useId();
  const messageId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(email);
  };

  return (
    <div className="mt-8 w-full max-w-lg">
      {/* Every waitlist message shows in a destructive alert (docs/product.md#waitlist). */}
      {message && (
        <div
          id={messageId}
          role="alert"
          className="mb-4 rounded-lg border border-red-300 bg-danger-50 px-4 py-3 text-sm font-medium text-danger"
        >
          {message}
        </div>
      )}
      {joined ? (
        <p
          className="flex items-center gap-2 rounded-lg border border-leaf-100 bg-leaf-50 px-4 py-3 font-medium text-leaf-700"
          data-testid="waitlist-joined"
        >
          <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
          {JOINED_MESSAGE}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label="Join the waitlist" className="text-left">
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink">
            Email address
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@yourbusiness.co.uk"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              disabled={busy}
              aria-describedby={message ? messageId : undefined}
              className="h-12 w-full min-w-0 rounded-lg sm:flex-1 border border-line bg-white px-3 text-base text-ink placeholder:text-muted focus-visible:border-brand-500 disabled:bg-gray-100 disabled:text-muted"
            />
            <button
              type="submit"
              disabled={busy}
              className="h-12 shrink-0 cursor-pointer rounded-lg bg-brand-700 px-6 text-base font-semibold text-white transition-colors hover:bg-brand-800 disabled:pointer-events-none disabled:opacity-60"
            >
              {busy ? 'Subscribing...' : 'Join the waitlist'}
            </button>
          </div>
          <p className="mt-2 text-sm text-muted">
            One email when we launch. No spam, and you can ask us to remove you at any time.
          </p>
        </form>
      )}
    </div>
  );
}
