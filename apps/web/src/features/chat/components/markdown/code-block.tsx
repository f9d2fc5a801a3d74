import type { ReactNode } from 'react';
import { Check, Copy } from 'lucide-react';
import { useCopy } from '../../hooks/use-copy';

/** A fenced code block: language label, Copy button, highlighted code (SPEC §2). */
export function CodeBlock({
  language,
  code,
  children,
}: {
  language: string | null;
  code: string;
  children: ReactNode;
}) {
  const { copied, copy } = useCopy();
  return (
    <div className="group/code my-4 overflow-hidden rounded-xl border border-border bg-muted/50 dark:bg-black/30">
      <div className="flex items-center justify-between border-b border-border bg-muted/70 px-3 py-1.5 dark:bg-white/[0.03]">
        <span className="font-mono text-xs font-medium text-muted-foreground lowercase">
          {language ?? 'text'}
        </span>
        <button
          type="button"
          onClick={() => void copy(code)}
          className="inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 text-xs text-muted-foreground transition-colors print:hidden hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={copied ? 'Code copied' : 'Copy code'}
        >
          {copied ? <Check className="size-3.5" /> : <Copy className="size-3.5" />}
          {copied ? 'Copied!' : 'Copy'}
        </button>
      </div>
      <pre className="overflow-x-auto p-4 font-mono text-[13px] leading-relaxed [&_code]:bg-transparent [&_code]:p-0 [&_code]:text-[13px] [&_code]:ring-0">
        {children}
      </pre>
    </div>
  );
}
