/**
 * Runs `work` once the page's largest paint is on screen, so that nothing it requests or runs
 * comes before that paint: not in the browser, and not in Lighthouse's simulation, which charges
 * the largest paint with the requests and scripts that came before it (docs/decisions/010).
 *
 * First the page's load (images included) and the two frames after it, which paint what the load
 * brought. Then the browser's report of a largest paint: it comes only once that paint has been
 * presented, which on a slow phone can be a second after the frame was drawn (we measured that).
 * A visitor's first tap or key press starts the work at once: the browser stops reporting largest
 * paints after it, and the visitor is waiting for the page to respond.
 */
export function afterLargestPaint(work: () => void) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    work();
  };
  const whenReported = () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return start();
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      start();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  };
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, start, { once: true, capture: true });
  const afterLoad = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(whenReported, 0)));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
