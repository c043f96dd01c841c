/** `compact`: on phones only the mark shows, leaving the header's width to the search box. */
export function Logo({
  className = '',
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold text-brand-800 ${className}`}>
      <img src="/thistle.svg" alt="" width="32" height="32" className="h-8 w-8" />
      <span className={`text-xl tracking-tight ${compact ? 'sr-only sm:not-sr-only' : ''}`}>
        Thistle
      </span>
    </span>
  );
}
