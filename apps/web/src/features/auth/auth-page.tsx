import type { ReactNode } from 'react';
import { Input, Label } from '@/components/ui/input';

/** The frame every auth page shares: one labelled section with its heading and a short intro. */
export function AuthPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <div>
        <h1 id="page-title" className="text-3xl font-bold text-ink">
          {title}
        </h1>
        <p className="mt-2 text-muted">{intro}</p>
      </div>
      {children}
    </section>
  );
}

export function EmailField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <Label htmlFor="email">Email</Label>
      <Input
        id="email"
        type="email"
        autoComplete="email"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
