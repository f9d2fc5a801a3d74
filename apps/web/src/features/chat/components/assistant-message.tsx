import { memo, useState, type ReactNode } from 'react';
import { BookOpen, Clock, ImageIcon, Loader2, Sparkles } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { displayedAnswer } from '../lib/answer-display';
import { formatResponseTime } from '../lib/format';
import type { Message } from '../types';
import { ImageGrid, ImageStrip, MAX_IMAGES } from './image-strip';
import { AnswerMarkdown } from './markdown/answer-markdown';
import { ResearchFailures } from './research-failures';
import { ResearchProgress } from './research-progress';
import { SourcesList } from './sources-list';
import { ThinkingIndicator } from './thinking-indicator';

function Count({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="rounded-full bg-muted px-1.5 text-[10px] leading-4 font-semibold tabular-nums"
    >
      {n}
    </span>
  );
}

interface AnswerViewProps {
  message: Message;
  /** The answer's text as shown (see displayedAnswer). */
  content: string;
  waiting: boolean;
  streaming: boolean;
}

function AnswerBody({ message, content, waiting, streaming, tabs }: AnswerViewProps & { tabs: boolean }) {
  const sources = message.sources ?? [];
  return (
    <div className="space-y-5">
      {waiting ? (
        <ThinkingIndicator />
      ) : (
        content !== '' && (
          <AnswerMarkdown
            content={content}
            sources={message.sources}
            unverified={message.unverifiedCitations}
            streaming={streaming}
          />
        )
      )}
      {message.error && (
        <p
          role="alert"
          className="rounded-xl border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {message.error}
        </p>
      )}
      {/* Under tabs, the Images tab holds the images: the strip only says they are loading. */}
      <ImageStrip images={tabs ? [] : (message.images ?? [])} loading={message.imagesLoading === true} />
      <SourcesList sources={sources} />
      <ResearchFailures failures={message.failures ?? []} />
      {message.responseTime !== undefined && (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Clock className="size-3.5" aria-hidden="true" />
          <span aria-label="Response time">{formatResponseTime(message.responseTime)}</span>
        </p>
      )}
    </div>
  );
}

function EmptyTab({ children }: { children: ReactNode }) {
  return <p className="py-6 text-center text-sm text-muted-foreground">{children}</p>;
}

/**
 * Pardus / Images / Sources. Every panel stays mounted, inactive ones `hidden`: each trigger's
 * aria-controls must name an element that exists (Radix unmounts inactive panels otherwise).
 */
function AnswerTabs({ message, content, waiting, streaming }: AnswerViewProps) {
  const [tab, setTab] = useState('answer');
  const images = message.images ?? [];
  const sources = message.sources ?? [];
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList className="h-auto w-full justify-start rounded-none border-b border-border bg-transparent p-0 print:hidden">
        {[
          { value: 'answer', label: 'Pardus', Icon: Sparkles, count: null },
          { value: 'images', label: 'Images', Icon: ImageIcon, count: Math.min(images.length, MAX_IMAGES) },
          { value: 'sources', label: 'Sources', Icon: BookOpen, count: sources.length },
        ].map(({ value, label, Icon, count }) => (
          <TabsTrigger
            key={value}
            value={value}
            className="-mb-px h-9 rounded-none border-b-2 border-transparent px-3 data-[state=active]:border-primary data-[state=active]:bg-transparent data-[state=active]:shadow-none"
          >
            <Icon aria-hidden="true" />
            {label}
            {count !== null && count > 0 && <Count n={count} />}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="answer" forceMount hidden={tab !== 'answer'} className="mt-4">
        <AnswerBody message={message} content={content} waiting={waiting} streaming={streaming} tabs />
      </TabsContent>
      <TabsContent value="images" forceMount hidden={tab !== 'images'} className="mt-4">
        {images.length > 0 ? (
          <ImageGrid images={images} />
        ) : message.imagesLoading ? (
          <EmptyTab>
            <Loader2 className="mr-2 inline size-4 animate-spin" />
            Loading images...
          </EmptyTab>
        ) : (
          <EmptyTab>No images for this answer.</EmptyTab>
        )}
      </TabsContent>
      <TabsContent value="sources" forceMount hidden={tab !== 'sources'} className="mt-4">
        {sources.length > 0 ? (
          <SourcesList sources={sources} />
        ) : (
          <EmptyTab>No sources for this answer.</EmptyTab>
        )}
      </TabsContent>
    </Tabs>
  );
}

/**
 * An assistant answer (SPEC §2): the progress panel while deep research runs, 'Thinking...' until
 * the first words, then the answer; with tabs Pardus / Images / Sources once it has either.
 */
export const AssistantMessage = memo(function AssistantMessage({
  message,
  streaming,
  question,
  showNote = true,
}: {
  message: Message;
  /** True while this answer is still arriving. */
  streaming: boolean;
  /** The question it answers: a report title that only restates it is not shown again. */
  question?: string | undefined;
  /** False leaves out the no-model note (the conversation says it under an earlier answer). */
  showNote?: boolean;
}) {
  if (message.isProgress) return <ResearchProgress statusText={message.content} notice={message.notice} />;
  const waiting = streaming && message.content === '' && !message.error;
  const content = displayedAnswer(message.content, { question, note: showNote });
  const images = message.images ?? [];
  const sources = message.sources ?? [];
  const view = { message, content, waiting, streaming };
  if (images.length === 0 && sources.length === 0) return <AnswerBody {...view} tabs={false} />;
  return <AnswerTabs {...view} />;
});
