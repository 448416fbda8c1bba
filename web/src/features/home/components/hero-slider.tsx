import { useEffect, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { buttonClass } from '#web/components/layout/page';
import type { Slide } from '#web/data/home';

const wrap = (index: number, count: number) => (index + count) % count;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** False in the prerendered HTML; the visitor's setting once the island runs. */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

const subscribeToNothing = () => () => {};

/**
 * False in the prerendered HTML and while it hydrates; true once the island runs. The slides
 * after the first carry their images only from then on: in the HTML they would be requested with
 * the page, competing with the first slide and the stylesheet, and a page without scripts never
 * shows them (docs/decisions/010).
 */
function useIsRunning() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * The home page hero (docs/requirements.md, Home page): advances every `intervalMs` with a 1 s fade, wraps both
 * ways, pauses while hovered or focused, and never moves by itself under prefers-reduced-motion.
 */
export function HeroSlider({
  slides,
  intervalMs,
  associationName,
  shortName,
}: {
  slides: readonly Slide[];
  intervalMs: number;
  associationName: string;
  shortName: string;
}) {
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const isRunning = useIsRunning();
  const count = slides.length;
  const autoAdvance = !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!autoAdvance) return;
    const timer = setInterval(() => setCurrent((index) => wrap(index + 1, count)), intervalMs);
    return () => clearInterval(timer);
  }, [autoAdvance, count, intervalMs]);

  const show = (index: number) => setCurrent(wrap(index, count));
  // Left and right arrows move between slides while one of the slider's buttons has focus.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Scenes from our neighbourhood"
      className="relative isolate overflow-hidden bg-brand-900"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {/* On phones the slider fills the first screen below the header, with the event alerts and
          updates below the fold. */}
      <div className="relative h-[calc(100svh-3.6rem)] min-h-[440px] w-full sm:h-auto sm:min-h-0 sm:aspect-[16/9] lg:aspect-auto lg:h-[520px]">
        {slides.map((slide, index) => (
          <div
            key={slide.src}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            aria-hidden={index !== current}
            className={`absolute inset-0 transition-opacity duration-1000 ease-in-out motion-reduce:transition-none ${index === current ? 'opacity-100' : 'opacity-0'}`}
          >
            {(index === 0 || isRunning) && (
              <img
                src={slide.src}
                alt={slide.alt}
                width={slide.width}
                height={slide.height}
                className="h-full w-full object-cover"
                {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              />
            )}
          </div>
        ))}
        <div className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/35 to-black/10" aria-hidden="true" />
        <div className="absolute inset-x-0 bottom-0 mx-auto max-w-6xl px-4 pb-16 sm:pb-20">
          <p className="text-2xl font-bold text-white sm:text-4xl">Welcome to {associationName}</p>
          <p className="mt-2 max-w-2xl text-white sm:text-lg">Neighbours working together for a liveable, connected community.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href="#updates" className={buttonClass('primary')}>
              Community Updates
            </a>
            <a href="/membership" className={buttonClass('secondary')}>
              Join {shortName}
            </a>
          </div>
        </div>
      </div>
      <button
        type="button"
        onClick={() => show(current - 1)}
        onKeyDown={onKeyDown}
        aria-label="Previous slide"
        className="absolute left-2 top-24 rounded-full bg-black/60 px-3 py-2 text-2xl leading-none text-white hover:bg-black/80 sm:top-1/2"
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        onClick={() => show(current + 1)}
        onKeyDown={onKeyDown}
        aria-label="Next slide"
        className="absolute right-2 top-24 rounded-full bg-black/60 px-3 py-2 text-2xl leading-none text-white hover:bg-black/80 sm:top-1/2"
      >
        <span aria-hidden="true">›</span>
      </button>
      <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1">
        {slides.map((slide, index) => (
          <button
            key={slide.src}
            type="button"
            onClick={() => show(index)}
            onKeyDown={onKeyDown}
            aria-label={`Show slide ${index + 1}`}
            aria-current={index === current}
            className="flex h-8 w-8 items-center justify-center"
          >
            <span className={`block h-3 w-3 rounded-full border-2 border-white ${index === current ? 'bg-white' : 'bg-black/40'}`} />
          </button>
        ))}
      </div>
    </section>
  );
}
