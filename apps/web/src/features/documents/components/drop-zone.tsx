import { useRef } from 'react';
import { Upload as UploadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useFileDrop } from '../hooks/use-file-drop';
import { ACCEPTED_FILE_TYPES, ACCEPTED_FORMATS_TEXT } from '../lib/accepted-files';

/**
 * Where files are added on the documents page: drop them on the zone, or choose them with "Upload
 * files" (the keyboard's way in). Several files at once either way.
 */
export function DropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const { isOver, handlers } = useFileDrop(onFiles);
  return (
    <div
      {...handlers}
      data-drag-over={isOver || undefined}
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-border bg-card/50 px-6 py-8 text-center transition-colors',
        isOver && 'border-primary bg-brand-soft',
      )}
    >
      <UploadIcon aria-hidden="true" className="size-6 text-muted-foreground" />
      <p className="text-sm text-muted-foreground">{isOver ? 'Drop to upload' : 'Drag files here, or'}</p>
      <Button onClick={() => input.current?.click()}>Upload files</Button>
      <p className="text-xs text-muted-foreground">{ACCEPTED_FORMATS_TEXT}</p>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_FILE_TYPES}
        hidden
        data-testid="document-file-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again (after a refusal) is a change too.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
