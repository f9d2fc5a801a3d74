import { Link } from 'react-router';
import { FileQuestion } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';

/** A document that does not exist or is someone else's: the server answers both alike (404). */
export function DocumentNotFound() {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <FileQuestion aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-xl font-semibold">Document not found</h1>
      <p className="max-w-sm text-sm text-muted-foreground">
        It may have been deleted, or it belongs to another account.
      </p>
      <Link
        to="/documents"
        className={buttonVariants({ variant: 'outline', className: 'mt-2 rounded-full' })}
      >
        Back to your documents
      </Link>
    </div>
  );
}
