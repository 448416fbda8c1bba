import { Link } from 'react-router';

/** The body of the 'Page Not Found' page: the published 404.html and the hydrated app's catch-all route. */
export function PageNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">Page Not Found</h1>
      <p className="mt-4">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="mt-6 inline-block text-brand-700 underline">
        Go to the home page
      </Link>
    </div>
  );
}

export const NOT_FOUND_TITLE = 'Page Not Found';
export const NOT_FOUND_DESCRIPTION = 'The page you are looking for does not exist.';
