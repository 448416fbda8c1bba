/**
 * The phone menu is a <details> (components/layout/site-menu.tsx): it opens and closes without
 * any script, from the keyboard too, and screen readers announce it as an expandable button. This
 * adds what a menu is expected to do besides: Escape closes it and puts focus back on its button,
 * a click outside it or on one of its links closes it. Returns the undo.
 */
export function closeSiteMenuOnEscapeOrOutsideClick(): () => void {
  const openMenus = () => document.querySelectorAll<HTMLDetailsElement>('details[data-site-menu][open]');
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    for (const menu of openMenus()) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  }
  function onClick(event: MouseEvent) {
    const target = event.target instanceof Element ? event.target : null;
    for (const menu of openMenus()) {
      if (!target || !menu.contains(target) || target.closest('a')) menu.open = false;
    }
  }
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('click', onClick);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('click', onClick);
  };
}
