import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

const SECTIONS = [
  { to: '/admin/members', label: 'Register' },
  { to: '/admin/members/import', label: 'Import payments' },
  { to: '/admin/members/agm', label: 'AGM' },
  { to: '/admin/members/renewals', label: 'Renewals' },
  { to: '/admin/members/export', label: 'Export' },
];

/** The frame of every Members screen: the title, and the sections for staff who may see the register. */
export function MembersPage({
  title,
  description,
  showSections,
  children,
}: {
  title: string;
  description: string;
  showSections: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <div className="print:hidden">
        <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
        <p className="mt-1 text-gray-700">{description}</p>
        {showSections && (
          <nav aria-label="Members sections" className="mt-4">
            <ul className="flex flex-wrap gap-1 border-b border-gray-200">
              {SECTIONS.map((section) => (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    end
                    className={({ isActive }) =>
                      `-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium ${isActive ? 'border-brand-700 text-brand-900' : 'border-transparent text-gray-800 hover:border-gray-300'}`
                    }
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      {children}
    </div>
  );
}

/** Shown instead of names to staff whose role sees only the counts (docs/decisions/009). */
export function CountsOnlyNotice() {
  return (
    <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950">
      Counts only
      <span className="font-normal"> - the register of members holds personal data: only Admin and Super users see names.</span>
    </p>
  );
}
