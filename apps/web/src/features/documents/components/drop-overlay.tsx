import { FileUp } from 'lucide-react';

/** Over the message box while files are dragged onto it: where they will go. */
export function DropOverlay() {
  return (
    <div
      data-testid="composer-drop-target"
      className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-primary bg-brand-soft/95 text-sm font-medium text-foreground"
    >
      <FileUp aria-hidden="true" className="size-4 text-primary" />
      Drop files to add them to your documents
    </div>
  );
}
