import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export function Alert({
  variant = 'info',
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { variant?: 'info' | 'success' | 'destructive' }) {
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border px-4 py-3 text-sm',
        variant === 'destructive' && 'border-red-300 bg-danger-50 text-danger',
        variant === 'success' && 'border-leaf-100 bg-leaf-50 text-leaf-700',
        variant === 'info' && 'border-brand-200 bg-brand-50 text-brand-800',
        className,
      )}
      {...props}
    />
  );
}
