import { useState } from 'react';
import { Check, Copy, Download, Link2, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { shareUrl, useCreateShare } from '@/features/shares/api/shares-api';
import { useCopy } from '../hooks/use-copy';
import { downloadText } from '../lib/download';
import { quotesSources, useSetup } from '@/features/setup';
import { answerToMarkdown, markdownFileName } from '../lib/export-markdown';
import { quotedDocumentNames } from '../lib/quoted-documents';
import { isAnswered } from '../lib/retry';
import type { Message } from '../types';
import { RetryButton } from './retry-button';
import { ShareConfirm, SharePanel } from './share-panel';

/**
 * Under a finished answer: copy it with its sources, download it as Markdown, share it read-only
 * (an answer quoting the user's own documents names them and asks first: the link shows the
 * quoted passages to anyone), and (the last answer only, given `onRetry`) ask it again.
 * `answerIndex` counts the conversation's answers from 0, as the server does.
 */
export function AnswerActions({
  message,
  question,
  answerIndex,
  conversationId,
  onRetry,
}: {
  message: Message;
  question: string | undefined;
  answerIndex: number;
  conversationId: string | null;
  onRetry?: (() => void) | undefined;
}) {
  const { copied, copy } = useCopy();
  const { data: setup } = useSetup();
  const create = useCreateShare();
  const [shareId, setShareId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const quoted = quotedDocumentNames(message.sources);
  const markdown = () => answerToMarkdown(message, question);

  const onCopy = async () => {
    if (await copy(markdown())) toast({ title: 'Copied to clipboard' });
    else
      toast({
        title: 'Copy failed',
        description: 'Failed to copy answer to clipboard.',
        variant: 'destructive',
      });
  };
  const createLink = () => {
    if (!conversationId) return;
    create.mutate(
      { conversationId, answer: answerIndex },
      {
        onSuccess: (share) => {
          setConfirming(false);
          setShareId(share.id);
        },
        onError: () =>
          toast({
            title: 'Share failed',
            description: 'Could not create a share link. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  const onShare = () => (quoted.length > 0 ? setConfirming(true) : createLink());

  const copyLabel = copied ? 'Copied!' : 'Copy answer';
  return (
    <div className="space-y-3 print:hidden">
      <div className="flex flex-wrap items-center gap-1" role="group" aria-label="Answer actions">
        <Button
          variant="ghost"
          size="sm"
          className="rounded-full"
          aria-label={copyLabel}
          onClick={() => void onCopy()}
        >
          {copied ? <Check className="text-primary" aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <span aria-hidden="true">{copyLabel}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="rounded-full"
          onClick={() => downloadText(markdownFileName(question ?? 'answer'), markdown())}
        >
          <Download aria-hidden="true" />
          Download Markdown
        </Button>
        {conversationId && shareId === null && !confirming && (
          <Button
            variant="ghost"
            size="sm"
            className="rounded-full"
            disabled={create.isPending}
            onClick={onShare}
          >
            {create.isPending ? <Link2 aria-hidden="true" /> : <Share2 aria-hidden="true" />}
            Share
          </Button>
        )}
        {onRetry && message.mode && (
          <RetryButton
            mode={message.mode}
            onRetry={onRetry}
            repeats={quotesSources(setup) && isAnswered(message)}
          />
        )}
      </div>
      {confirming && shareId === null && (
        <ShareConfirm
          documents={quoted}
          pending={create.isPending}
          onCreate={createLink}
          onCancel={() => setConfirming(false)}
        />
      )}
      {shareId !== null && (
        <SharePanel
          id={shareId}
          url={shareUrl(shareId)}
          documents={quoted}
          onClose={() => setShareId(null)}
        />
      )}
    </div>
  );
}
