import { Link } from 'react-router';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';
import { CONTENT_SCREENS } from './layout';

export const handle: StaffScreenHandle = { title: 'Content' };
export const meta = () => staffMeta('Edit what the public pages show.');

/** /admin/content: one card per kind of content. */
export default function ContentOverviewPage() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {CONTENT_SCREENS.map((screen) => (
        <li key={screen.to} className="flex flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-gray-900">{screen.label}</h2>
          <p className="mt-1 flex-1 text-sm text-gray-700">{screen.text}</p>
          <Link
            to={screen.to}
            className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-center text-sm font-medium text-white hover:bg-brand-800"
          >
            Open {screen.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
