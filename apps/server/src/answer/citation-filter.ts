/** A citation marker as models write it: `[3]`, `[1, 2]`, `[ 4 ]`. */
const MARKER = /^\[\s*\d{1,4}(?:\s*,\s*\d{1,4})*\s*\]$/u;
/** Characters that can still grow into a marker after `[`. */
const MARKER_BODY = /^[\d\s,]$/u;
const MAX_MARKER_LENGTH = 40;

type Mode = 'text' | 'inline-code' | 'fenced-code';

/**
 * Removes citation markers that point at no source, from text that arrives in arbitrary chunks: a marker may
 * be split anywhere (`"… France [1"` + `"2]."`), so undecided characters are held back until they are decided.
 * `[12]` with 3 sources is dropped (with the space before it); `[1, 5]` becomes `[1]`; valid markers pass
 * unchanged. Code (fenced or inline) and link texts (`[3](url)`) are left alone.
 */
export class CitationFilter {
  private mode: Mode = 'text';
  /** Spaces seen in text, held back so a removed marker does not leave a double space. */
  private spaces = '';
  /** A possible marker being read; `closed` once its `]` arrived (waiting to see if `(` follows). */
  private marker = '';
  private closed = false;
  private ticks = 0;
  private ticksAtLineStart = false;
  private fenceTicks = 0;
  private inlineTicks = 0;
  private atLineStart = true;
  private previousNewline = false;

  /**
   * @param sourceCount valid citations are 1..sourceCount
   * @param renumber when given, each valid citation is rewritten to its value here (a writer's local
   *   evidence numbers → the report's Sources numbering); numbers it lacks are removed
   */
  constructor(
    private readonly sourceCount: number,
    private readonly renumber?: ReadonlyMap<number, number>,
  ) {}

  /** Feeds one chunk; returns the text that is decided so far (possibly empty). */
  push(chunk: string): string {
    let out = '';
    for (const ch of chunk) out += this.feed(ch);
    return out;
  }

  /** Ends the stream: returns everything still held back, with an unfinished marker resolved. */
  flush(): string {
    let out = this.endTicks();
    out += this.closed ? this.resolveMarker() : this.spaces + this.marker;
    this.spaces = '';
    this.marker = '';
    this.closed = false;
    return out;
  }

  private feed(ch: string): string {
    if (ch === '`') {
      const out = this.mode !== 'text' ? '' : this.closed ? this.resolveMarker() : this.releaseText();
      if (this.ticks === 0) this.ticksAtLineStart = this.atLineStart;
      this.ticks += 1;
      return out;
    }
    let out = this.endTicks();
    if (this.mode !== 'text') return out + this.passCode(ch);
    if (this.marker !== '') {
      if (this.closed) {
        out += ch === '(' ? this.releaseText() : this.resolveMarker();
      } else if (ch === ']' && MARKER.test(`${this.marker}]`)) {
        this.marker += ch;
        this.closed = true;
        return out;
      } else if (MARKER_BODY.test(ch) && this.marker.length < MAX_MARKER_LENGTH) {
        this.marker += ch;
        return out;
      } else {
        out += this.releaseText();
      }
    }
    this.track(ch);
    if (ch === ' ' || ch === '\t') {
      this.spaces += ch;
      return out;
    }
    if (ch === '[') {
      this.marker = '[';
      return out;
    }
    out += this.spaces + ch;
    this.spaces = '';
    return out;
  }

  /** Emits held spaces and an undecided marker verbatim: it turned out not to be a citation. */
  private releaseText(): string {
    const out = this.spaces + this.marker;
    this.spaces = '';
    this.marker = '';
    this.closed = false;
    return out;
  }

  private resolveMarker(): string {
    const numbers = this.marker
      .slice(1, -1)
      .split(',')
      .map((part) => Number(part.trim()));
    const inRange = numbers.filter((n) => Number.isInteger(n) && n >= 1 && n <= this.sourceCount);
    const renumber = this.renumber;
    const valid = [
      ...new Set(
        renumber ? inRange.map((n) => renumber.get(n)).filter((n): n is number => n !== undefined) : inRange,
      ),
    ];
    const marker = this.marker;
    const spaces = this.spaces;
    this.spaces = '';
    this.marker = '';
    this.closed = false;
    if (valid.length === 0) return '';
    const unchanged = !renumber && valid.length === numbers.length;
    return spaces + (unchanged ? marker : `[${valid.join(', ')}]`);
  }

  /** A run of backticks ended: it may open or close a code fence or inline code span. */
  private endTicks(): string {
    if (this.ticks === 0) return '';
    const run = this.ticks;
    this.ticks = 0;
    if (this.mode === 'fenced-code') {
      if (this.ticksAtLineStart && run >= this.fenceTicks) this.mode = 'text';
    } else if (this.mode === 'inline-code') {
      if (run === this.inlineTicks) this.mode = 'text';
    } else if (run >= 3 && this.ticksAtLineStart) {
      this.mode = 'fenced-code';
      this.fenceTicks = run;
    } else {
      this.mode = 'inline-code';
      this.inlineTicks = run;
    }
    this.atLineStart = false;
    return '`'.repeat(run);
  }

  private passCode(ch: string): string {
    // An inline code span cannot cross a blank line; an unclosed backtick must not disable filtering for good.
    if (this.mode === 'inline-code' && ch === '\n' && this.previousNewline) this.mode = 'text';
    this.track(ch);
    return ch;
  }

  private track(ch: string): void {
    this.previousNewline = ch === '\n';
    if (ch === '\n') this.atLineStart = true;
    else if (ch !== ' ' && ch !== '\t') this.atLineStart = false;
  }
}

/** Pipes a text stream through a `CitationFilter`, yielding only non-empty chunks. */
export async function* filterCitations(
  chunks: AsyncIterable<string>,
  sourceCount: number,
  renumber?: ReadonlyMap<number, number>,
): AsyncGenerator<string> {
  const filter = new CitationFilter(sourceCount, renumber);
  for await (const chunk of chunks) {
    const out = filter.push(chunk);
    if (out !== '') yield out;
  }
  const rest = filter.flush();
  if (rest !== '') yield rest;
}
