export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold text-brand-800 ${className}`}>
      <img src="/thistle.svg" alt="" width="32" height="32" className="h-8 w-8" />
      <span className="text-xl tracking-tight">Thistle</span>
    </span>
  );
}
