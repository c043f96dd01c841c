import { useCallback, useState } from 'react';
import { WAITLIST_EMAIL_PATTERN, WAITLIST_JOINED_KEY } from '@thistle/shared/constants';
import { joinWaitlist } from './api/join-waitlist';

export const EMPTY_EMAIL = 'Please enter your email';
export const INVALID_EMAIL = 'Please enter a valid email address';

/** The client-side checks (docs/product.md#waitlist); null when the address may be sent. */
export function validateWaitlistEmail(raw: string): string | null {
  const email = raw.trim();
  if (email === '') return EMPTY_EMAIL;
  if (!WAITLIST_EMAIL_PATTERN.test(email)) return INVALID_EMAIL;
  return null;
}

function readJoined(): boolean {
  try {
    return sessionStorage.getItem(WAITLIST_JOINED_KEY) === 'true';
  } catch {
    // Storage can be blocked (privacy settings); the form then simply shows again.
    return false;
  }
}

function writeJoined() {
  try {
    sessionStorage.setItem(WAITLIST_JOINED_KEY, 'true');
  } catch {
    // As above: without storage the joined state lasts until the page is left.
  }
}

/** Waitlist state (docs/product.md#waitlist): not joined → joined, kept in session storage. */
export function useWaitlist() {
  const [joined, setJoined] = useState(readJoined);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = useCallback(async (rawEmail: string) => {
    const invalid = validateWaitlistEmail(rawEmail);
    if (invalid) {
      setMessage(invalid);
      return;
    }
    setBusy(true);
    setMessage(null);
    const outcome = await joinWaitlist(rawEmail.trim());
    setBusy(false);
    setMessage(outcome.message);
    if (outcome.joined) {
      writeJoined();
      setJoined(true);
    }
  }, []);

  return { joined, busy, message, submit };
}
