import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../paths.ts';
import { notFoundTexts } from '../texts.ts';

/** Spec §2: the 404 page; the requested path is logged to the console. */
export default function NotFoundPage() {
  const [pathname] = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-muted px-4 text-center">
      <h1 className="text-4xl font-bold">404</h1>
      <p className="text-xl text-muted-foreground">{notFoundTexts.title}</p>
      <Link
        href={paths.home}
        className="rounded-md font-medium text-primary underline underline-offset-4 hover:text-primary/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        {notFoundTexts.backHome}
      </Link>
    </main>
  );
}
