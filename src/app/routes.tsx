import { createBrowserRouter } from 'react-router';
import { paths } from './paths.ts';

/** Spec §2 routes. Each page is loaded lazily, so the first load carries only the shell. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: paths.home,
      lazy: async () => ({ Component: (await import('./pages/home-page.tsx')).default }),
    },
    {
      path: paths.notFound,
      lazy: async () => ({
        Component: (await import('./pages/not-found-page.tsx')).NotFoundPage,
      }),
    },
  ]);
}
