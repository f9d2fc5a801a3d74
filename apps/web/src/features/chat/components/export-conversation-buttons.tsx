import { Download, Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useChat } from '../chat-context';
import { downloadText } from '../lib/download';
import { conversationToMarkdown, markdownFileName } from '../lib/export-markdown';

/**
 * The conversation as a Markdown file, or printed (the print stylesheet leaves only the
 * conversation, so the browser's "Save as PDF" gives a clean document).
 */
export function ExportConversationButtons() {
  const { messages, title } = useChat();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="shrink-0 rounded-full"
        aria-label="Download conversation as Markdown"
        onClick={() => downloadText(markdownFileName(title), conversationToMarkdown(title, messages))}
      >
        <Download aria-hidden="true" />
        <span className="max-sm:sr-only" aria-hidden="true">
          Markdown
        </span>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0 rounded-full"
        aria-label="Print or save as PDF"
        onClick={() => window.print()}
      >
        <Printer aria-hidden="true" />
      </Button>
    </>
  );
}
