import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useChat } from '../chat-context';
import { useCopy } from '../hooks/use-copy';
import { conversationToText } from '../lib/format';

/** Copies the whole conversation as text; shows 'Copied!' for 2 s (SPEC §2, §8). */
export function CopyConversationButton() {
  const { messages } = useChat();
  const { copied, copy } = useCopy();
  const onClick = async () => {
    if (await copy(conversationToText(messages))) toast({ title: 'Copied to clipboard' });
    else toast({ title: 'Copy failed', description: 'Failed to copy conversation to clipboard.', variant: 'destructive' });
  };
  const label = copied ? 'Copied!' : 'Copy Conversation';
  return (
    <Button variant="ghost" size="sm" onClick={() => void onClick()} aria-label={label} className="shrink-0 rounded-full">
      {copied ? <Check className="text-primary" /> : <Copy />}
      <span className="max-sm:sr-only" aria-hidden="true">
        {label}
      </span>
    </Button>
  );
}
