import { Link } from 'react-router';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { site } from '#web/config/site';
import { usePublishedSite } from '#web/publishing/site-content';

const footerLinks = [
  { to: '/contact', label: 'Contact' },
  { to: '/business-directory', label: 'Business Directory' },
  { to: '/community-links', label: 'Community Links' },
  { to: '/calendar', label: 'Calendar' },
  { to: '/disclaimers', label: 'Disclaimers' },
  { to: '/volunteer', label: 'Volunteer' },
  { to: '/get-involved', label: 'Get Involved' },
  { to: STAFF_PATHS.login, label: 'Staff Login' },
  { to: '/history', label: 'History' },
  { to: '/heritage', label: 'Heritage' },
  { to: '/boundaries', label: 'Boundaries' },
  { to: '/constitution-bylaws', label: 'Constitution & Bylaws' },
  { to: '/participation-manual', label: 'Participation Manual' },
  { to: '/council-schedule', label: 'Council Schedule' },
  { to: '/budget-manual', label: 'Budget Manual' },
];

export function SiteFooter() {
  const { content, today } = usePublishedSite();
  const { associationName, email, postalAddress, socialUrl } = content.settings;
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50 [&_a:focus-visible]:outline-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="text-lg font-semibold">{associationName}</p>
          <p className="mt-2 text-sm">
            <a className="underline" href={`mailto:${email}`}>
              {email}
            </a>
          </p>
          <address className="mt-2 text-sm not-italic">{postalAddress}</address>
        </div>
        <nav aria-label="Footer" className="md:col-span-2">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link className="inline-block py-1 hover:underline" to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a className="inline-block py-1 hover:underline" href={socialUrl} target="_blank" rel="noopener noreferrer">
                {site.socialLabel}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-brand-800 py-4 text-center text-xs">
        © {today.slice(0, 4)} {associationName}. All rights reserved.
      </p>
    </footer>
  );
}
