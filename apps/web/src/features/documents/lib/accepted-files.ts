/** What the file picker offers: the kinds the server reads (protocol `documentKindSchema`). */
export const ACCEPTED_FILE_TYPES = '.pdf,.docx,.html,.htm,.md,.markdown,.txt,.csv';

/** The same kinds in words, for the empty state and the drop zone. */
export const ACCEPTED_FORMATS_TEXT = 'PDF, Word (.docx), HTML, Markdown, plain text and CSV';
