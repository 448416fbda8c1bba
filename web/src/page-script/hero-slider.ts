/**
 * Makes the home page's hero slider move (features/home/components/hero-slider.tsx renders it as
 * complete HTML; docs/requirements.md, Home page): prev/next buttons and dots, both wrapping; Left
 * and Right arrow keys on its buttons; an advance every `data-interval-ms` with the stylesheet's
 * 1 s fade, paused while the slider is hovered or has focus and never under prefers-reduced-motion.
 *
 * A slide's image is added only when the slide is about to be shown, so a visitor who leaves before
 * the slider moves downloads the first image alone: the automatic advance fetches the next slide's
 * image and fades it in once it is ready, and from then on keeps the following one ready; pointing
 * at or focusing the slider readies both neighbours of the slide shown, for its buttons.
 *
 * It starts when the page is parsed (hero-slider-script.ts, an inline script of the pages that show
 * a slider; docs/decisions/015): the buttons, hidden in the HTML since they do nothing without it,
 * show, and nothing is requested until the first advance. Returns the undo.
 */
export function startHeroSliders(): () => void {
  const stops = [...document.querySelectorAll<HTMLElement>('[data-hero-slider]')].map(startSlider);
  return () => stops.forEach((stop) => stop());
}

function startSlider(slider: HTMLElement): () => void {
  const slides = [...slider.querySelectorAll<HTMLElement>('[data-slide]')];
  const dots = [...slider.querySelectorAll<HTMLElement>('[data-slide-dot]')];
  const firstImage = slides[0].querySelector('img');
  const intervalMs = Number(slider.dataset.intervalMs);
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const listening = new AbortController();
  const on = <K extends keyof HTMLElementEventMap>(type: K, listener: (event: HTMLElementEventMap[K]) => void) =>
    slider.addEventListener(type, listener, { signal: listening.signal });
  let current = 0;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const wrap = (index: number) => (index + slides.length) % slides.length;

  const paused = () => hovered || focused || reducedMotion.matches;

  /** The slide's image, added from the data its HTML carries if it has none yet. */
  function prepare(index: number) {
    const slide = slides[wrap(index)];
    if (slide.dataset.image && firstImage) {
      const image = document.createElement('img');
      Object.assign(image, { className: firstImage.className }, JSON.parse(slide.dataset.image) as object);
      delete slide.dataset.image;
      slide.append(image);
    }
    return slide.querySelector('img');
  }

  function schedule() {
    clearTimeout(timer);
    if (!paused()) timer = setTimeout(advance, intervalMs);
  }

  /** Shows the next slide once its image is ready (or failed), unless the visitor took over meanwhile. */
  function advance() {
    const from = current;
    const ready = prepare(current + 1)?.decode() ?? Promise.resolve();
    void ready
      .catch(() => {})
      .then(() => {
        if (current !== from || paused()) return;
        show(current + 1);
        prepare(current + 1);
      });
  }

  function show(index: number) {
    current = wrap(index);
    prepare(current);
    slides.forEach((slide, i) => slide.setAttribute('aria-hidden', String(i !== current)));
    dots.forEach((dot, i) => dot.setAttribute('aria-current', String(i === current)));
    schedule();
  }

  function readyNeighbours() {
    prepare(current - 1);
    prepare(current + 1);
  }

  on('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-slide-step], [data-slide-dot]');
    if (!button) return;
    const { slideStep, slideDot } = button.dataset;
    show(slideDot === undefined ? current + Number(slideStep) : Number(slideDot));
  });
  on('keydown', (event) => {
    if (!(event.target as Element).closest('button')) return;
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
  });
  on('mouseenter', () => {
    hovered = true;
    readyNeighbours();
    schedule();
  });
  on('mouseleave', () => {
    hovered = false;
    schedule();
  });
  on('focusin', () => {
    focused = true;
    readyNeighbours();
    schedule();
  });
  on('focusout', (event) => {
    if (slider.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    schedule();
  });
  reducedMotion.addEventListener('change', schedule, { signal: listening.signal });

  for (const control of slider.querySelectorAll<HTMLElement>('[data-slide-step], [data-slide-dots]')) control.hidden = false;
  schedule();
  return () => {
    listening.abort();
    clearTimeout(timer);
  };
}
