import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoaderCircle } from 'lucide-react';
import { paths } from './paths.ts';
import { appTexts } from './texts.ts';

// Spec §2 routes. Each page is loaded lazily, so the first load carries only the shell.
const HomePage = lazy(() => import('./pages/home-page.tsx'));
const NotFoundPage = lazy(() => import('./pages/not-found-page.tsx'));

/** Shown while a page's code loads. Plain markup: the first load does without cn()/tailwind-merge. */
function PageSpinner() {
  return (
    <main className="flex min-h-dvh items-center justify-center">
      <div role="status">
        <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-primary" />
        <span className="sr-only">{appTexts.loading}</span>
      </div>
    </main>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.notFound} element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
