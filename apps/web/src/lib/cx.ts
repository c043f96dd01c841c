/**
 * Joins class names. The landing path uses this instead of cn() so tailwind-merge stays out
 * of the bundle `/` loads; callers must not pass conflicting utilities.
 */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
