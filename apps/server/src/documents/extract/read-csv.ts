import { MAX_PASSAGE_CHARS, type Section } from './passages.js';

/** Rows per passage: enough to answer from, few enough that the header stays near each row. */
export const ROWS_PER_PASSAGE = 40;
const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The delimiter of the first record: the candidate that occurs most often outside quotes (comma on
 * a tie). Spreadsheets in many locales write semicolons, and .csv files are often tab-separated.
 */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  return DELIMITERS.reduce((best, d) => (counts.get(d)! > counts.get(best)! ? d : best), ',');
}

/**
 * Parses CSV (RFC 4180): fields in double quotes may hold delimiters, line breaks and doubled
 * quotes (""); records end at CRLF, LF or CR. A quote inside an unquoted field is kept as text,
 * and an unterminated quote runs to the end, as spreadsheets read them.
 */
export function parseCsv(text: string, delimiter = detectDelimiter(text)): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === delimiter) {
      row.push(field);
      field = '';
      fieldStarted = false;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      fieldStarted = false;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (fieldStarted || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A row as one line: cells trimmed, inner line breaks flattened, joined with " | ". */
function rowLine(cells: string[]): string {
  return cells.map((cell) => cell.replace(/\s+/g, ' ').trim()).join(' | ');
}

function rowsHeading(first: number, last: number): string {
  return first === last ? `Row ${first}` : `Rows ${first}–${last}`;
}

/**
 * A table as sections of up to {@link ROWS_PER_PASSAGE} rows, each repeating the header line so a
 * passage read alone still says what its columns are; headings count data rows from 1 ("Rows
 * 1–40"). Fewer rows go in a section when wide rows would make it longer than a passage.
 * Blank rows are skipped; a table of one row is that row alone.
 */
export function csvSections(text: string): Section[] {
  const rows = parseCsv(text).filter((cells) => cells.some((cell) => cell.trim()));
  const [header, ...data] = rows;
  if (!header) return [];
  if (data.length === 0) return [{ heading: null, text: rowLine(header) }];
  const headerLine = rowLine(header);
  const sections: Section[] = [];
  let lines: string[] = [];
  let first = 1;
  const flush = (last: number) => {
    if (lines.length === 0) return;
    sections.push({ heading: rowsHeading(first, last), text: [headerLine, ...lines].join('\n') });
    lines = [];
    first = last + 1;
  };
  for (const [index, cells] of data.entries()) {
    const line = rowLine(cells);
    const length = headerLine.length + lines.reduce((sum, l) => sum + l.length + 1, 0) + line.length + 1;
    if (lines.length === ROWS_PER_PASSAGE || (lines.length > 0 && length > MAX_PASSAGE_CHARS)) flush(index);
    lines.push(line);
  }
  flush(data.length);
  return sections;
}
