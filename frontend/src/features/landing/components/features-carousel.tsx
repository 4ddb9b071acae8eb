import { useEffect, useState } from 'react';
import { focusRing, iconButtonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import type { Feature } from '../landing-content';

/** Spec §9: the features carousel moves on every 4 s. */
export const CAROUSEL_INTERVAL_MS = 4000;

/**
 * The rotating features (WAI-ARIA carousel pattern): it stops while the pointer is over it or focus is in it, never
 * moves for those who ask for reduced motion, and has its own pause button, previous/next and a button per slide.
 */
export function FeaturesCarousel({ features }: { features: readonly Feature[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const rotating = !reducedMotion && !stopped && !hovered && !focused;
  const count = features.length;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  const go = (next: number) => setIndex(((next % count) + count) % count);
  const feature = features[index];

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Features in turn"
      className="mt-10 rounded-lg border border-gray-200 bg-gray-50 p-5 dark:border-gray-800 dark:bg-gray-900/60"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-rotating={rotating}
    >
      <div className="flex items-center gap-2">
        {!reducedMotion && (
          <button
            type="button"
            className={iconButtonClasses}
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? 'Start rotating features' : 'Stop rotating features'}
          >
            <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
          </button>
        )}
        <button
          type="button"
          className={iconButtonClasses}
          onClick={() => go(index - 1)}
          aria-label="Previous feature"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className={iconButtonClasses}
          onClick={() => go(index + 1)}
          aria-label="Next feature"
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {/* Announced only when it changes because someone asked: a rotating slide would talk over the page. */}
      <div aria-live={rotating ? 'off' : 'polite'} aria-atomic="true" className="mt-3 min-h-24">
        <div role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
          <p className="text-lg font-semibold text-gray-900 dark:text-gray-100">{feature.title}</p>
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{feature.details[0]}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-1" role="group" aria-label="Choose a feature">
        {features.map((item, position) => (
          <button
            key={item.id}
            type="button"
            onClick={() => go(position)}
            aria-label={`Show ${item.title}`}
            aria-current={position === index ? 'true' : undefined}
            className={cn('flex h-8 w-8 items-center justify-center rounded-full', focusRing)}
          >
            <span
              aria-hidden="true"
              className={cn(
                'block h-2.5 w-2.5 rounded-full',
                position === index ? 'bg-indigo-600 dark:bg-indigo-400' : 'bg-gray-400 dark:bg-gray-600',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
