import { useEffect, useRef, useState } from 'react';

const HEADER_LINKS = [
  { to: '/vision', label: 'Vision & Mission' },
  { to: '/executive', label: 'Executive Members' },
  { to: '/official-community-plan', label: 'Official Community Plan' },
  { to: '/rezoning', label: 'Rezoning / Development' },
];

/**
 * The main navigation: a row of links on wide screens, a Menu button that opens them on small
 * ones. An island (web/src/islands), so it takes the current path as a prop instead of reading
 * React Router, and its links are plain anchors: public pages are separate static documents.
 */
export function SiteMenu({ pathname }: { pathname: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = () => setMenuOpen(false);

  // Escape closes the small-screen menu and puts focus back on its button.
  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <>
      <button
        ref={menuButton}
        type="button"
        className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-900 lg:hidden"
        aria-expanded={menuOpen}
        aria-controls="site-menu"
        onClick={() => setMenuOpen((open) => !open)}
      >
        {menuOpen ? 'Close menu' : 'Menu'}
      </button>
      <nav
        id="site-menu"
        aria-label="Main"
        className={`${menuOpen ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-b border-brand-100 bg-white px-4 pb-4 lg:static lg:flex lg:flex-row lg:items-center lg:gap-2 lg:border-0 lg:p-0`}
      >
        {HEADER_LINKS.map((link) => {
          const isActive = pathname === link.to;
          return (
            <a
              key={link.to}
              href={link.to}
              onClick={close}
              aria-current={isActive ? 'page' : undefined}
              className={`rounded px-2 py-2 text-sm font-medium ${isActive ? 'text-brand-700 underline' : 'text-gray-800 hover:text-brand-700'}`}
            >
              {link.label}
            </a>
          );
        })}
        <a
          href="/membership"
          onClick={close}
          className="rounded-md bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
        >
          Join
        </a>
      </nav>
    </>
  );
}
