/** Shown while waiting for the first words of an answer (SPEC §2 'Thinking...'). */
export function ThinkingIndicator() {
  return (
    <div role="status" className="flex items-center gap-2 py-1 text-sm text-muted-foreground">
      <span className="flex gap-1" aria-hidden="true">
        <span className="size-1.5 animate-bounce rounded-full bg-primary [animation-delay:-0.3s]" />
        <span className="size-1.5 animate-bounce rounded-full bg-primary [animation-delay:-0.15s]" />
        <span className="size-1.5 animate-bounce rounded-full bg-primary" />
      </span>
      Thinking...
    </div>
  );
}
