import { Toaster as SonnerToaster, toast } from 'sonner';
import { TOAST_DURATION_MS } from '@thistle/shared/constants';

/** Toasts (success, error, warning, info) auto-dismiss after 3000 ms (docs/product.md#constants). */
export function Toaster() {
  return (
    <SonnerToaster position="top-center" duration={TOAST_DURATION_MS} richColors closeButton />
  );
}

export { toast };
