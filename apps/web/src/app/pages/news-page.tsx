import { Link } from 'react-router';
import { ArrowLeft, Newspaper } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';

/** /news: placeholder for a future news discovery feature (SPEC §2). */
export function NewsPage() {
  return (
    <div className="flex min-h-full flex-col">
      <header className="flex h-14 items-center px-3 sm:px-4">
        <Link to="/" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
      </header>
      <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 pb-24 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-primary">
          <Newspaper className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-semibold tracking-tight">News Discovery</h1>
        <p className="text-muted-foreground">Coming Soon</p>
        <Link to="/" className={buttonVariants({ className: 'mt-2 rounded-full' })}>
          Return to Search
        </Link>
      </main>
    </div>
  );
}
