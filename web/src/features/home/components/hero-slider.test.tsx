// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { SLIDE_INTERVAL_MS, heroSlides } from '#web/data/home';
import { HeroSlider } from './hero-slider';

const HERO_SLIDES = heroSlides(SEED_CONTENT.files);

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

const slider = () => (
  <MemoryRouter>
    <HeroSlider
      slides={HERO_SLIDES}
      intervalMs={SLIDE_INTERVAL_MS}
      associationName="Riverside Oaks Community Association"
      shortName="ROCA"
    />
  </MemoryRouter>
);

function renderSlider() {
  render(slider());
}

/** The slide a sighted visitor sees: the one not hidden from assistive technology. */
function visibleSlideAlt() {
  const visible = screen.getAllByRole('group', { hidden: true }).filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
  expect(visible).toHaveLength(1);
  return visible[0].querySelector('img')!.getAttribute('alt');
}

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers();
  mockReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('HeroSlider', () => {
  it('shows 4 images with alt texts, the first eagerly loaded with high priority', () => {
    renderSlider();
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(HERO_SLIDES.map((slide) => slide.alt));
    expect(images[0].getAttribute('fetchpriority')).toBe('high');
    expect(images[0].getAttribute('loading')).toBeNull();
    expect(images.slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    expect(images.every((img) => img.getAttribute('width') && img.getAttribute('height'))).toBe(true);
  });

  it("the prerendered HTML has the first slide's image only; the others join once the island has hydrated", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(slider());
    const altsIn = () => [...container.querySelectorAll('img')].map((img) => img.getAttribute('alt'));
    expect(altsIn()).toEqual([HERO_SLIDES[0].alt]);

    const recoverableErrors: unknown[] = [];
    const root = hydrateRoot(container, slider(), { onRecoverableError: (error) => recoverableErrors.push(error) });
    await act(async () => {});
    expect(altsIn()).toEqual(HERO_SLIDES.map((slide) => slide.alt));
    expect(recoverableErrors).toEqual([]);
    act(() => root.unmount());
  });

  it('advances every 5 seconds and wraps from the last slide to the first', () => {
    renderSlider();
    expect(visibleSlideAlt()).toBe(HERO_SLIDES[0].alt);
    advance(SLIDE_INTERVAL_MS - 1);
    expect(visibleSlideAlt()).toBe(HERO_SLIDES[0].alt);
    advance(1);
    expect(visibleSlideAlt()).toBe(HERO_SLIDES[1].alt);
    advance(SLIDE_INTERVAL_MS * 3);
    expect(visibleSlideAlt()).toBe(HERO_SLIDES[0].alt);
  });

  it('previous from the first slide wraps to the last, next and dots move as chosen', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlideAlt()).toBe(HERO_SLIDES[3].alt);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlideAlt()).toBe(HERO_SLIDES[0].alt);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(visibleSlideAlt()).toBe(HERO_SLIDES[2].alt);
    expect(screen.getByRole('button', { name: 'Show slide 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('arrow keys move between slides', () => {
    renderSlider();
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(visibleSlideAlt()).toBe(HERO_SLIDES[3].alt);
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(visibleSlideAlt()).toBe(HERO_SLIDES[0].alt);
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    renderSlider();
    const carousel = screen.getByRole('region', { name: 'Scenes from our neighbourhood' });
    fireEvent.mouseEnter(carousel);
    advance(SLIDE_INTERVAL_MS * 3);
    expect(visibleSlideAlt()).toBe(HERO_SLIDES[0].alt);
    fireEvent.mouseLeave(carousel);
    advance(SLIDE_INTERVAL_MS);
    expect(visibleSlideAlt()).toBe(HERO_SLIDES[1].alt);
  });

  it('pauses while a control inside has keyboard focus', () => {
    renderSlider();
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    advance(SLIDE_INTERVAL_MS * 2);
    expect(visibleSlideAlt()).toBe(HERO_SLIDES[0].alt);
    act(() => next.blur());
    advance(SLIDE_INTERVAL_MS);
    expect(visibleSlideAlt()).toBe(HERO_SLIDES[1].alt);
  });

  it('does not advance by itself under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    renderSlider();
    advance(SLIDE_INTERVAL_MS * 4);
    expect(visibleSlideAlt()).toBe(HERO_SLIDES[0].alt);
  });
});
