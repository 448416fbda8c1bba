import { afterLargestPaint } from './page-script/after-largest-paint';

/**
 * The one script the prerendered sign-in screens (/login, /forgot-password) load at once
 * (docs/decisions/015). Chromium paints a page only once its deferred and module scripts have
 * arrived and run, so /login's form waited for the ~160 KB of the staff app before it showed.
 * The build makes the page's scripts and module preloads inert where they stand
 * (withAppAfterLargestPaint, web/src/publishing/page-rewrites.ts); once the page's largest paint
 * is on screen, or at the visitor's first tap or key press, this puts live ones in their places,
 * in their order, and the app loads and hydrates as before.
 */
afterLargestPaint(() => {
  for (const inert of document.querySelectorAll<HTMLElement>('[data-after-paint]')) {
    const href = inert.getAttribute('href') ?? inert.getAttribute('src') ?? '';
    if (inert.dataset.afterPaint === 'modulepreload') {
      inert.replaceWith(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
      continue;
    }
    const script = document.createElement('script');
    if (inert.dataset.afterPaint === 'module') script.type = 'module';
    // A script added by a script runs as soon as it arrives unless told otherwise: these keep their order.
    script.async = false;
    script.src = href;
    inert.replaceWith(script);
  }
});
