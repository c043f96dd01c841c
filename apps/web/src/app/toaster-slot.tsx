import { lazy, Suspense, useSyncExternalStore } from 'react';

const Toaster = lazy(() => import('@/components/ui/toast').then((m) => ({ default: m.Toaster })));

let active = false;
const listeners = new Set<() => void>();

/** Called by the app shell: from then on toasts render at the root of the app. */
export function enableToaster() {
  if (active) return;
  active = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The toaster sits at the root, outside the route tree, so a toast raised just before
 * navigating to the landing page (account deleted, signed out) survives the navigation. It is
 * loaded only once the app shell has loaded sonner, so `/` on its own never downloads it.
 */
export function ToasterSlot() {
  const on = useSyncExternalStore(
    subscribe,
    () => active,
    () => false,
  );
  return on ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
