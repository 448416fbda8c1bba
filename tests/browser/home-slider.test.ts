import { beforeAll, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { SLIDE_INTERVAL_MS } from '../../web/src/data/home';
import { browserTestFile, siteUrl } from '../support/browser';
import { storeDevelopment } from '../support/builders';
import { publishStoredContent } from '../support/publishing';
import { navigateAndSettle, seriousAxeViolations, watchPublicConsole } from './public-support';

/**
 * The home page's hero slider: complete HTML from the renderer, moved by the page script
 * (web/src/page-script/hero-slider.ts; docs/decisions/015). Time is Playwright's fake clock,
 * paused, so every advance is one the test asked for.
 */
const SLIDES = ['heroSlide1', 'heroSlide2', 'heroSlide3', 'heroSlide4'] as const;
const ALTS = SLIDES.map((slot) => SEED_CONTENT.files[slot].alt!);
const IMAGE_PATHS = SLIDES.map((slot) => SEED_CONTENT.files[slot].url);
const START = new Date('2025-06-02T09:00:00-07:00');

const { browser } = browserTestFile({ clear: 'once' });
beforeAll(async () => {
  // The page as published with an update in its table, which on a phone scrolls sideways.
  await storeDevelopment({ projectTitle: 'Slider test project' });
  await publishStoredContent();
});

/**
 * The home page with the clock paused, once the page script has done what waits for the largest
 * paint (it has sent the page view); the slider's script runs from the start. Layout shifts are
 * recorded from the start. `runFor` moves the clock on, then lets an advance it started finish:
 * the slider shows the next slide once its image is decoded, which takes real time.
 */
async function openHome(options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const errors = watchPublicConsole(page);
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await context.clock.install({ time: START });
  await context.clock.pauseAt(START.getTime() + 1000);
  await navigateAndSettle(page, () => page.goto(siteUrl('/')));
  const runFor = async (ms: number) => {
    await context.clock.runFor(ms);
    await page.evaluate(() => Promise.all(Array.from(document.images, (image) => image.decode().catch(() => {}))));
  };
  /** `count` intervals, one at a time: each advance sets the timer of the next once it has shown its slide. */
  const runIntervals = async (count: number) => {
    for (let i = 0; i < count; i++) await runFor(SLIDE_INTERVAL_MS);
  };
  return { context, page, errors, images, runFor, runIntervals };
}

/** The alt text of the slide shown: the one slide not hidden from assistive technology. */
const shownSlide = (page: Page) =>
  page
    .getByRole('group', { name: / of 4$/ })
    .getByRole('img')
    .getAttribute('alt');
const dot = (page: Page, n: number) => page.getByRole('button', { name: `Show slide ${n}` });
const slider = (page: Page) => page.getByRole('region', { name: 'Scenes from our neighbourhood' });
const heroImages = (images: string[]) => images.filter((path) => IMAGE_PATHS.includes(path));
/** Somewhere outside the slider: clicking it takes the focus out, and the pointer with it. */
const outside = (page: Page) => page.getByRole('heading', { name: 'Development Updates', exact: true });

it('advances every 5 seconds, wrapping from the last slide to the first, and moves the current dot with it', async () => {
  const { context, page, errors, runFor, runIntervals } = await openHome();
  await expect(shownSlide(page)).resolves.toBe(ALTS[0]);
  await runFor(SLIDE_INTERVAL_MS - 1);
  await expect(shownSlide(page)).resolves.toBe(ALTS[0]);
  await runFor(1);
  await expect(shownSlide(page)).resolves.toBe(ALTS[1]);
  await expect(dot(page, 2).getAttribute('aria-current')).resolves.toBe('true');
  await expect(dot(page, 1).getAttribute('aria-current')).resolves.toBe('false');
  await runIntervals(2);
  await expect(shownSlide(page)).resolves.toBe(ALTS[3]);
  await runIntervals(1);
  await expect(shownSlide(page)).resolves.toBe(ALTS[0]);
  // The fade is the stylesheet's: one second, eased.
  const fade = await page
    .getByRole('group', { name: '1 of 4' })
    .evaluate((slide) => [getComputedStyle(slide).transitionProperty, getComputedStyle(slide).transitionDuration]);
  expect(fade).toEqual(['opacity', '1s']);
  expect(errors).toEqual([]);
  await context.close();
});

it('previous and next wrap both ways, the dots choose a slide, and it moves on from the chosen slide once pointer and focus have left', async () => {
  const { context, page, runIntervals } = await openHome();
  await page.getByRole('button', { name: 'Previous slide' }).click();
  await expect(shownSlide(page)).resolves.toBe(ALTS[3]);
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(shownSlide(page)).resolves.toBe(ALTS[0]);
  await dot(page, 3).click();
  await expect(shownSlide(page)).resolves.toBe(ALTS[2]);
  await expect(dot(page, 3).getAttribute('aria-current')).resolves.toBe('true');
  // The pointer is over the slider and the dot has the focus: it does not move.
  await runIntervals(3);
  await expect(shownSlide(page)).resolves.toBe(ALTS[2]);
  await page.mouse.move(5, 890);
  await runIntervals(3);
  await expect(shownSlide(page)).resolves.toBe(ALTS[2]);
  await outside(page).click();
  await runIntervals(1);
  await expect(shownSlide(page)).resolves.toBe(ALTS[3]);
  await runIntervals(1);
  await expect(shownSlide(page)).resolves.toBe(ALTS[0]);
  await context.close();
});

it('works from the keyboard: Tab reaches its buttons, Enter and the arrow keys move, and it stays still while focused', async () => {
  const { context, page, runIntervals } = await openHome();
  await page.getByRole('link', { name: `Join ${SEED_CONTENT.settings.shortName}` }).focus();
  await page.keyboard.press('Tab');
  await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Previous slide');
  await page.keyboard.press('Enter');
  await expect(shownSlide(page)).resolves.toBe(ALTS[3]);
  await page.keyboard.press('ArrowRight');
  await expect(shownSlide(page)).resolves.toBe(ALTS[0]);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(shownSlide(page)).resolves.toBe(ALTS[2]);
  await runIntervals(3);
  await expect(shownSlide(page)).resolves.toBe(ALTS[2]);
  await page.keyboard.press('Tab');
  await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Next slide');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(shownSlide(page)).resolves.toBe(ALTS[0]);
  // The focus leaves the slider: it moves again.
  await outside(page).click();
  await runIntervals(1);
  await expect(shownSlide(page)).resolves.toBe(ALTS[1]);
  await context.close();
});

it('under prefers-reduced-motion it never moves by itself and changes slides without a fade, but its buttons still work', async () => {
  const { context, page, runIntervals } = await openHome({ reducedMotion: 'reduce' });
  await runIntervals(4);
  await expect(shownSlide(page)).resolves.toBe(ALTS[0]);
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(shownSlide(page)).resolves.toBe(ALTS[1]);
  const fade = await page.getByRole('group', { name: '2 of 4' }).evaluate((slide) => getComputedStyle(slide).transitionProperty);
  expect(fade).toBe('none');
  await outside(page).click();
  await runIntervals(4);
  await expect(shownSlide(page)).resolves.toBe(ALTS[1]);
  await context.close();
});

it("requests only the first slide's image with the page, and a later one only when the slider is about to show it", async () => {
  const { context, page, images, runIntervals } = await openHome();
  await page.waitForLoadState('networkidle');
  expect(heroImages(images)).toEqual([IMAGE_PATHS[0]]);
  // The first advance fetches the second image, and readies the third for the next one.
  await runIntervals(1);
  await expect(shownSlide(page)).resolves.toBe(ALTS[1]);
  await expect.poll(() => heroImages(images)).toEqual(IMAGE_PATHS.slice(0, 3));
  // Pointing at the slider readies both neighbours of the slide shown; a dot, the slide it shows.
  await slider(page).hover();
  await dot(page, 4).click();
  await expect.poll(() => heroImages(images)).toEqual(IMAGE_PATHS);
  for (const n of [1, 2, 3, 4]) {
    const image = page.getByRole('group', { name: `${n} of 4`, includeHidden: true }).locator('img');
    await expect(image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
  }
  await context.close();
});

it('with no script the first slide and both buttons are there, the slider controls are not, and no other slide is requested', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
  });
  await page.goto(siteUrl('/'), { waitUntil: 'networkidle' });
  await expect(shownSlide(page)).resolves.toBe(ALTS[0]);
  await expect(page.getByRole('link', { name: 'Community Updates' }).getAttribute('href')).resolves.toBe('#updates');
  await expect(page.getByRole('link', { name: `Join ${SEED_CONTENT.settings.shortName}` }).getAttribute('href')).resolves.toBe(
    '/membership',
  );
  await expect(page.getByRole('button', { name: /slide/ }).count()).resolves.toBe(0);
  expect(heroImages(images)).toEqual([IMAGE_PATHS[0]]);
  await context.close();
});

it('running moves nothing on the page: no layout shift from the first paint through two advances', async () => {
  const { context, page, runIntervals } = await openHome({ viewport: { width: 375, height: 740 } });
  const before = await slider(page).boundingBox();
  await runIntervals(2);
  await expect(shownSlide(page)).resolves.toBe(ALTS[2]);
  expect(await slider(page).boundingBox()).toEqual(before);
  await expect(page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).resolves.toEqual([]);
  await context.close();
});

it.each([
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
])('has no serious or critical axe-core violations while it runs, at $width px', async (viewport) => {
  // The CSP allows only the site's own scripts; axe is injected by the test, not by the site.
  const { context, page, runIntervals } = await openHome({ viewport, bypassCSP: true });
  await runIntervals(1);
  await expect(shownSlide(page)).resolves.toBe(ALTS[1]);
  await dot(page, 4).focus();
  // axe waits on timers of its own.
  await context.clock.resume();
  await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  await context.close();
});
