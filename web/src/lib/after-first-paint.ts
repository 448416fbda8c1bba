/**
 * Runs `work` once the browser has painted a frame. A prerendered page is complete in its HTML;
 * when its scripts arrive before the first frame (fast network, slow phone), starting hydration
 * at once keeps the main thread busy and holds that first paint back, by up to a second in our
 * Lighthouse runs. Waiting costs one frame. (A page opened in a background tab paints no frames,
 * so its work waits until the tab is shown.)
 */
export function afterFirstPaint(work: () => void) {
  // requestAnimationFrame runs just before a paint; the timeout lands just after it.
  requestAnimationFrame(() => setTimeout(work, 0));
}
