import { NOT_ENOUGH_EVIDENCE_HEADING } from '@pardus/protocol';
import type { GatherStats } from './gather.js';

/**
 * The report written instead of one when the evidence gate fails: says so plainly, what was
 * searched and what failed, and what to try. No claims, so no citations.
 */
export function notEnoughEvidenceReport(
  title: string,
  searched: readonly string[],
  stats: GatherStats,
): string {
  const lines = [
    `# ${title}`,
    '',
    `**${NOT_ENOUGH_EVIDENCE_HEADING}.** The searches for this question found too little relevant material to write a report from, so none was written rather than one built on guesses. No tokens were charged.`,
    '',
  ];
  if (searched.length > 0) lines.push(`- Searched for: ${searched.map((q) => `“${q}”`).join(', ')}.`);
  if (stats.searchFailures > 0 || stats.readFailures > 0) {
    lines.push(
      `- ${stats.searchFailures} search${stats.searchFailures === 1 ? '' : 'es'} failed and ${stats.readFailures} page${stats.readFailures === 1 ? '' : 's'} could not be read.`,
    );
  }
  lines.push(
    '',
    'Try rephrasing the question, naming the subject more specifically, or asking a Quick question first.',
  );
  return `${lines.join('\n')}\n`;
}
