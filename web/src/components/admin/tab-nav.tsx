import { NavLink } from 'react-router';
import type { StaffPath } from '@roca/contract/staff-paths';

export type TabLink = { to: StaffPath; label: string };

/**
 * A row of links between staff screens, the current one marked (aria-current="page" and its
 * colour): the admin header, the Content area and the Members sections. `exact` marks a link only
 * on its own path, not below it (the Members Register at /admin/members, whose sections are
 * below it).
 */
export function TabNav({
  label,
  links,
  exact = false,
  className = '',
}: {
  label: string;
  links: readonly TabLink[];
  exact?: boolean;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={exact}
              className={({ isActive }) =>
                `inline-block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-700 ${isActive ? 'bg-brand-100 text-brand-900' : 'text-gray-800 hover:bg-gray-100'}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
