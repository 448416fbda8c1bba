import { Link } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout';
import { pageMeta } from '../lib/page-meta';

export const meta = () => pageMeta('Page Not Found', 'The page you are looking for does not exist.', { noindex: true });

export default function NotFoundPage() {
  return (
    <PublicLayout>
      <div className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold text-brand-900">Page Not Found</h1>
        <p className="mt-4">The page you are looking for does not exist or has moved.</p>
        <Link to="/" className="mt-6 inline-block text-brand-700 underline">
          Go to the home page
        </Link>
      </div>
    </PublicLayout>
  );
}
