import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

/** Any unknown path (SPEC §2). */
export function NotFoundPage() {
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-4 px-6 pb-24 text-center">
      <p className="text-7xl font-semibold tracking-tighter text-primary/80 tabular-nums">404</p>
      <h1 className="text-xl font-semibold">Oops! Page not found</h1>
      <p className="max-w-sm text-sm text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to="/" className={buttonVariants({ variant: 'outline', className: 'mt-2 rounded-full' })}>
        Return to Home
      </Link>
    </main>
  );
}
