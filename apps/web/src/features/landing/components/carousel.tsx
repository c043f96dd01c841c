import { useEffect, useId, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { CAROUSEL_INTERVAL_MS } from '@thistle/shared/constants';
import { cx } from '@/lib/cx';

export interface Slide {
  title: string;
  body: string;
  points: string[];
}

function prefersReducedMotion() {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The WAI-ARIA carousel pattern: slides change every 5 seconds (docs/product.md#landing-page), with a
 * pause/play control, dots that pick a slide, and rotation that stops while the pointer or
 * keyboard focus is inside, and never starts for people who prefer reduced motion.
 */
export function Carousel({ label, slides }: { label: string; slides: Slide[] }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = playing && !hovered && !focused;
  const baseId = useId();

  useEffect(() => {
    if (!rotating) return;
    const id = window.setInterval(
      () => setIndex((current) => (current + 1) % slides.length),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(id);
  }, [rotating, slides.length, index]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="rounded-3xl bg-brand-800 p-6 text-brand-50 sm:p-10"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="flex items-center justify-between gap-4">
        <button
          type="button"
          onClick={() => setPlaying((value) => !value)}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-brand-300 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700"
        >
          {playing ? (
            <Pause aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Play aria-hidden="true" className="h-4 w-4" />
          )}
          {playing ? 'Stop slide rotation' : 'Start slide rotation'}
        </button>
        <div className="flex gap-1" role="group" aria-label="Choose a slide">
          {slides.map((slide, i) => (
            <button
              key={slide.title}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Slide ${i + 1} of ${slides.length}: ${slide.title}`}
              aria-controls={`${baseId}-slide-${i}`}
              aria-current={i === index ? 'true' : undefined}
              className="flex h-11 w-11 cursor-pointer items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cx(
                  'block h-3 rounded-full transition-all',
                  i === index ? 'w-8 bg-white' : 'w-3 bg-brand-300',
                )}
              />
            </button>
          ))}
        </div>
      </div>
      <div aria-live={rotating ? 'off' : 'polite'} aria-atomic="false" className="mt-6 grid">
        {slides.map((slide, i) => (
          <div
            key={slide.title}
            id={`${baseId}-slide-${i}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            aria-hidden={i !== index}
            // Stacked in one grid cell and hidden with visibility, so the carousel keeps the
            // height of its tallest slide and nothing below it jumps when a slide changes.
            className={cx('[grid-area:1/1]', i !== index && 'invisible')}
          >
            <h3 className="text-2xl font-bold text-white sm:text-3xl">{slide.title}</h3>
            <p className="mt-3 max-w-3xl text-lg">{slide.body}</p>
            <ul className="mt-5 grid gap-2 sm:grid-cols-3">
              {slide.points.map((point) => (
                <li key={point} className="rounded-xl bg-brand-700 px-4 py-3 text-sm text-white">
                  {point}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
