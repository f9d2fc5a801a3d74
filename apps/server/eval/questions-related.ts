/**
 * Issue 36 part 6: questions after which 3 to 5 related questions must be offered, each answered by the
 * library (the eval asks every offered question in turn). Concepts over different bundled articles and
 * definitions of different words: a rule counts only when it serves the class, not one of these.
 */
export const RELATED_CASES: readonly string[] = [
  'How do volcanoes form?',
  'What is the water cycle?',
  'What causes climate change?',
  'How does DNA replicate?',
  'What is TypeScript used for?',
  'How did the Roman Empire fall?',
  'What does the word serendipity mean?',
  'What does "ephemeral" mean?',
  'Define ubiquitous',
  'What is the meaning of melancholy?',
  'What does gregarious mean?',
  'What does the word candid mean?',
];
