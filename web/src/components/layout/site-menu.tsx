const HEADER_LINKS = [
  { to: '/vision', label: 'Vision & Mission' },
  { to: '/executive', label: 'Executive Members' },
  { to: '/official-community-plan', label: 'Official Community Plan' },
  { to: '/rezoning', label: 'Rezoning / Development' },
];

function MenuLinks({ pathname }: { pathname: string }) {
  return (
    <>
      {HEADER_LINKS.map((link) => {
        const isActive = pathname === link.to;
        return (
          <a
            key={link.to}
            href={link.to}
            aria-current={isActive ? 'page' : undefined}
            className={`rounded px-2 py-2 text-sm font-medium ${isActive ? 'text-brand-700 underline' : 'text-gray-800 hover:text-brand-700'}`}
          >
            {link.label}
          </a>
        );
      })}
      <a href="/membership" className="rounded-md bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800">
        Join
      </a>
    </>
  );
}

/**
 * The main navigation, with no React in the browser (docs/decisions/010): a row of links on wide
 * screens; on small ones a <details> whose summary is the Menu button. It opens and closes
 * without any script, by mouse, touch or keyboard, and screen readers announce it as a button
 * that is expanded or collapsed. The page script adds closing on Escape, on an outside click and
 * when a link is chosen (web/src/page-script/site-menu.ts). Only one of the two is displayed at a
 * time, so there is one Main navigation for assistive technology. Links are plain anchors: public
 * pages are separate static documents.
 */
export function SiteMenu({ pathname }: { pathname: string }) {
  return (
    <>
      <nav aria-label="Main" className="hidden lg:flex lg:flex-row lg:items-center lg:gap-2">
        <MenuLinks pathname={pathname} />
      </nav>
      <details data-site-menu className="group lg:hidden">
        <summary className="cursor-pointer list-none rounded-md border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-900 [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">Menu</span>
          <span className="hidden group-open:inline">Close menu</span>
        </summary>
        <nav aria-label="Main" className="absolute inset-x-0 top-full flex flex-col gap-1 border-b border-brand-100 bg-white px-4 pb-4">
          <MenuLinks pathname={pathname} />
        </nav>
      </details>
    </>
  );
}
