import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { site } from '../../config/site';

const headerLinks = [
  { to: '/vision', label: 'Vision & Mission' },
  { to: '/executive', label: 'Executive Members' },
  { to: '/official-community-plan', label: 'Official Community Plan' },
  { to: '/rezoning', label: 'Rezoning / Development' },
];

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = () => setMenuOpen(false);
  // Escape closes the small-screen menu and puts focus back on its button.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      close();
      menuButton.current?.focus();
    }
  };
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur" onKeyDown={onKeyDown}>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" onClick={close} className="flex items-center gap-2 font-bold text-brand-900">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{site.shortName}</span>
        </Link>
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
          {headerLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              onClick={close}
              className={({ isActive }) =>
                `rounded px-2 py-2 text-sm font-medium ${isActive ? 'text-brand-700 underline' : 'text-gray-800 hover:text-brand-700'}`
              }
            >
              {link.label}
            </NavLink>
          ))}
          <Link to="/membership" onClick={close} className="rounded-md bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800">
            Join
          </Link>
        </nav>
      </div>
    </header>
  );
}
