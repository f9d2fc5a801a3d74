import type { SharedReport } from '@pardus/protocol';
import { AnswerMarkdown, ImageStrip, SourcesList } from '@/features/chat/answer';

/**
 * A shared answer as a visitor reads it: the question, the answer with its citations, its images
 * (the copies kept with the link, served by this app) and its sources.
 */
export function SharedReportView({ report }: { report: SharedReport }) {
  const shared = new Date(report.created_at);
  return (
    <article className="space-y-6">
      <header className="space-y-2 border-b border-border pb-5">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Shared report</p>
        <h1 className="text-2xl leading-snug font-semibold tracking-tight break-words sm:text-3xl">
          {report.question || report.title}
        </h1>
        {!Number.isNaN(shared.getTime()) && (
          <p className="text-sm text-muted-foreground">
            Shared on <time dateTime={report.created_at}>{shared.toLocaleDateString()}</time>
          </p>
        )}
      </header>
      <AnswerMarkdown content={report.answer} sources={report.sources} />
      <ImageStrip images={report.images ?? []} loading={false} />
      <SourcesList sources={report.sources} />
    </article>
  );
}
