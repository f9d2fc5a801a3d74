import { useRef, useState, type DragEvent } from 'react';

/** Only drags that carry files count: text dragged into the message box is none of our business. */
function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

export interface FileDrop {
  /** A file drag is over the target (show the drop target). */
  isOver: boolean;
  handlers: {
    onDragEnter: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDragLeave: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
  };
}

/**
 * Drag-and-drop of files onto an element. Entering and leaving children fire their own events, so
 * a depth count (not the last event) says whether the drag is still over the element.
 */
export function useFileDrop(onFiles: (files: File[]) => void, enabled = true): FileDrop {
  const [isOver, setIsOver] = useState(false);
  const depth = useRef(0);
  const ours = (event: DragEvent) => enabled && carriesFiles(event);
  return {
    isOver: enabled && isOver,
    handlers: {
      onDragEnter: (event) => {
        if (!ours(event)) return;
        event.preventDefault();
        depth.current += 1;
        setIsOver(true);
      },
      onDragOver: (event) => {
        if (!ours(event)) return;
        // Without this the browser would not allow a drop here (and would open the file instead).
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      },
      onDragLeave: (event) => {
        if (!ours(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setIsOver(false);
      },
      onDrop: (event) => {
        if (!ours(event)) return;
        event.preventDefault();
        depth.current = 0;
        setIsOver(false);
        const files = Array.from(event.dataTransfer.files);
        if (files.length > 0) onFiles(files);
      },
    },
  };
}
