/**
 * Runs `work` once the page's largest paint is on screen and the page has loaded (its images
 * included), so that nothing it requests or runs comes before that paint: not in the browser, and
 * not in Lighthouse's simulation, which charges the largest paint with the requests that came
 * before it (docs/decisions/010).
 *
 * The browser reports a largest paint only once it has been presented, which on a slow phone can
 * be a second after the frame that drew it; a larger one may still follow until the load (the
 * hero image). So: the first report after the load, or the load after a report.
 *
 * No animation-frame callbacks before then: Lighthouse's simulation makes a task that runs any of
 * this script's functions wait for this script, and the frame that paints the page is such a task
 * if it runs a requestAnimationFrame callback (we measured the first paint pushed behind it).
 * A visitor's first tap or key press starts the work at once: the browser stops reporting
 * largest paints after it, and the visitor is waiting for the page to respond.
 */
export function afterLargestPaint(work: () => void) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    work();
  };
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, start, { once: true, capture: true });
  const whenLoaded = () => {
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    new PerformanceObserver(whenLoaded).observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    whenLoaded();
  }
}
