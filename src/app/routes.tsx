import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LoaderCircle } from 'lucide-react';
import { paths } from './paths.ts';
import { appTexts } from './texts.ts';

// Spec §2 routes. Each page is loaded lazily, so the first load carries only the shell.
//
// wouter, not react-router (issue 14): two routes need path matching, a link and the current
// path, which wouter gives in 1.6 KB gzipped; react-router 7 cost 12.4 KB of the login screen's
// 150 KB, whatever part of it was used (its modules keep every component's displayName write).
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
      {/* The first route that matches is rendered: '*' catches what '/' did not. */}
      <Switch>
        <Route path={paths.home} component={HomePage} />
        <Route path={paths.notFound} component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
