import { Link, useParams } from 'react-router';
import { Loader2 } from 'lucide-react';
import { BrandLogo } from '@/components/brand-logo';
import { SharedReportView, useSharedReport } from '@/features/shares';
import { ThemeToggle } from '@/features/theme';
import { NotFoundPage } from './not-found-page';

/**
 * `/share/:id`: a shared report for anyone with the link — no sidebar, no input, no account.
 * Unknown and revoked links show the 404 page.
 */
export function SharePage() {
  const { id = '' } = useParams();
  const report = useSharedReport(id);
  if (report.isError) return <NotFoundPage />;
  return (
    <div className="min-h-full bg-background">
      <header className="border-b border-border/60 print:hidden">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4 sm:px-6">
          <Link
            to="/"
            className="flex items-center gap-2 rounded-lg px-1 py-1 font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <BrandLogo />
            Pardus
          </Link>
          <ThemeToggle />
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        {report.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Loading shared report...
          </p>
        ) : (
          <SharedReportView report={report.data} />
        )}
      </main>
    </div>
  );
}
