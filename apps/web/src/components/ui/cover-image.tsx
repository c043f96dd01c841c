import { stableHash } from '@/lib/stable-hash';
import { cn } from '@/lib/cn';

/**
 * A post's cover (800 × 400), drawn here from a stable hash of its title: hills and a sky in
 * colours picked by the hash. Nothing is fetched, so pages work offline and leak nothing.
 */
export function CoverImage({ seed, className }: { seed: string; className?: string }) {
  const h = stableHash(seed);
  const hue = h % 360;
  const second = (hue + 40 + ((h >>> 9) % 80)) % 360;
  const ridge = (offset: number, height: number) => {
    const a = 200 + ((h >>> offset) % 120) - height;
    const b = 180 + ((h >>> (offset + 3)) % 140) - height;
    const c = 220 + ((h >>> (offset + 6)) % 100) - height;
    return `M0 ${a} C 200 ${b - 60}, 300 ${c}, 450 ${b} S 700 ${a - 40}, 800 ${c} L 800 400 L 0 400 Z`;
  };
  const id = `cover-${h.toString(36)}`;
  return (
    <svg
      viewBox="0 0 800 400"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      className={cn('block h-full w-full', className)}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 60% 88%)`} />
          <stop offset="1" stopColor={`hsl(${second} 55% 78%)`} />
        </linearGradient>
      </defs>
      <rect width="800" height="400" fill={`url(#${id})`} />
      <circle
        cx={120 + (h % 560)}
        cy={70 + ((h >>> 5) % 60)}
        r={28 + ((h >>> 11) % 30)}
        fill={`hsl(${(hue + 30) % 360} 80% 96%)`}
        opacity="0.9"
      />
      <path d={ridge(2, 0)} fill={`hsl(${second} 35% 62%)`} />
      <path d={ridge(7, -60)} fill={`hsl(${hue} 38% 45%)`} />
      <path d={ridge(13, -120)} fill={`hsl(${(hue + 300) % 360} 40% 30%)`} />
    </svg>
  );
}
