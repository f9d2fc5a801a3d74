import { Eraser } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';
import { useChat } from '../chat-context';

/**
 * SPEC §4 "Clear Messages resets to the home path": empties the screen and goes back to `/`.
 * Saved conversations stay saved and can be opened again from the sidebar.
 */
export function ClearMessagesButton() {
  const { clearMessages } = useChat();
  return (
    <WithTooltip label="Clear Messages">
      <Button variant="ghost" size="icon" onClick={clearMessages} aria-label="Clear Messages" className="size-8 rounded-full">
        <Eraser aria-hidden="true" />
      </Button>
    </WithTooltip>
  );
}
