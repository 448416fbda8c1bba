import { buttonClass } from '#web/components/layout/page';
import type { Slide } from '#web/data/home';

/** Prev/next buttons: over the image on phones, at mid-height from small screens up. */
const ARROW_CLASS = 'absolute top-24 rounded-full bg-black/60 px-3 py-2 text-2xl leading-none text-white hover:bg-black/80 sm:top-1/2';

/**
 * The home page hero (docs/requirements.md, Home page), as complete HTML: the page script
 * (web/src/page-script/hero-slider.ts) makes it move. It advances every `intervalMs` with a 1 s
 * fade, wraps both ways, pauses while hovered or focused, and never moves by itself under
 * prefers-reduced-motion.
 *
 * The state is in the attributes, which the script changes and the styles follow: the slide
 * shown is the one with aria-hidden="false", its dot has aria-current="true". The later slides
 * carry their image as data (`data-image`), not as an <img>: the page script adds it once the
 * slider runs, so the page requests only the first slide's image before its largest paint
 * (docs/decisions/015). The buttons are `hidden` until the script shows them: without it they
 * would do nothing.
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
  return (
    <section
      data-hero-slider
      data-interval-ms={intervalMs}
      aria-roledescription="carousel"
      aria-label="Scenes from our neighbourhood"
      className="relative isolate overflow-hidden bg-brand-900"
    >
      {/* On phones the slider fills the first screen below the header, with the event alerts and
          updates below the fold. */}
      <div className="relative h-[calc(100svh-3.6rem)] min-h-[440px] w-full sm:h-auto sm:min-h-0 sm:aspect-[16/9] lg:aspect-auto lg:h-[520px]">
        {slides.map((slide, index) => (
          <div
            key={slide.src}
            data-slide
            data-image={index > 0 ? JSON.stringify(slide) : undefined}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            aria-hidden={index !== 0}
            className="absolute inset-0 opacity-100 transition-opacity duration-1000 ease-in-out aria-hidden:opacity-0 motion-reduce:transition-none"
          >
            {index === 0 && (
              <img
                src={slide.src}
                alt={slide.alt}
                width={slide.width}
                height={slide.height}
                fetchPriority="high"
                className="h-full w-full object-cover"
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
      <button type="button" hidden data-slide-step="-1" aria-label="Previous slide" className={`${ARROW_CLASS} left-2`}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" hidden data-slide-step="1" aria-label="Next slide" className={`${ARROW_CLASS} right-2`}>
        <span aria-hidden="true">›</span>
      </button>
      <div hidden data-slide-dots className="absolute inset-x-0 bottom-3 flex justify-center gap-1">
        {slides.map((slide, index) => (
          <button
            key={slide.src}
            type="button"
            data-slide-dot={index}
            aria-label={`Show slide ${index + 1}`}
            aria-current={index === 0}
            className="group flex h-8 w-8 items-center justify-center"
          >
            <span className="block h-3 w-3 rounded-full border-2 border-white bg-black/40 group-aria-[current=true]:bg-white" />
          </button>
        ))}
      </div>
    </section>
  );
}
