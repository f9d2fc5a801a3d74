import { Info } from 'lucide-react';
import { CONFIGURE_GUIDE_PATH } from '@pardus/protocol';
import { answerSourcesText } from '@/features/setup';
import type { Setup } from '@pardus/protocol';

/** One line on where answers come from here, with the README's section on changing it. */
export function AnswerSourcesLine({ setup }: { setup: Setup }) {
  return (
    <p className="flex gap-2 text-left text-xs leading-5 text-muted-foreground" data-testid="answer-sources">
      <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>
        {answerSourcesText(setup)}{' '}
        <a
          href={CONFIGURE_GUIDE_PATH}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary underline underline-offset-2 hover:no-underline"
        >
          Configure a model and web search
        </a>
      </span>
    </p>
  );
}
