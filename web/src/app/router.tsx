import { createBrowserRouter } from 'react-router-dom';
import { PublicLayout } from '../components/layout/public-layout';
import HomePage from '../pages/home-page';

/** Every route of the site; pages other than Home load on demand. */
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '*', lazy: async () => ({ Component: (await import('../pages/not-found-page')).default }) },
    ],
  },
]);
