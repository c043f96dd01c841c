import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('@/components/ui/toast').then((m) => ({ default: m.Toaster })));

let active = false;
let activate: (() => void) | undefined;

/** Called by the app shell: from then on toasts render at the root of the app. */
export function enableToaster() {
  active = true;
  activate?.();
}

/**
 * The toaster sits at the root, outside the route tree, so a toast raised just before
 * navigating to the landing page (account deleted, signed out) survives the navigation. It is
 * loaded only once the app shell has loaded sonner, so `/` on its own never downloads it.
 */
export function ToasterSlot() {
  const [on, setOn] = useState(active);
  useEffect(() => {
    activate = () => setOn(true);
    if (active) setOn(true);
    return () => {
      activate = undefined;
    };
  }, []);
  return on ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
