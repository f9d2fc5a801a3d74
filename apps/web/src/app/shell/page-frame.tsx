import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import { BrandLogo } from '@/components/brand-logo';
import { buttonVariants } from '@/components/ui/button';
import { ThemeToggle } from '@/features/theme';

/** A page outside the chat (documents, a document): the product name back to the chat, theme, content. */
export function PageFrame({
  children,
  documentsLink = false,
}: {
  children: ReactNode;
  documentsLink?: boolean;
}) {
  return (
    <div className="min-h-full bg-background">
      <header className="border-b border-border/60 print:hidden">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-2 px-4 sm:px-6">
          <Link
            to="/"
            aria-label="Pardus, back to the chat"
            className="flex items-center gap-2 rounded-lg px-1 py-1 font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <BrandLogo />
            Pardus
          </Link>
          <div className="flex items-center gap-1">
            {documentsLink && (
              <Link to="/documents" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                <FileText aria-hidden="true" />
                Your documents
              </Link>
            )}
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">{children}</main>
    </div>
  );
}
