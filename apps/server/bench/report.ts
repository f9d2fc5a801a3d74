/**
 * The figures `npm run bench` reports: each a ratio (or a bound) against a baseline measured in the
 * same run, so it means the same on any machine. Printed as one table and written as JSON.
 */
import { writeFile } from 'node:fs/promises';

export interface Figure {
  name: string;
  value: number;
  /** The target, compared with `value` by `direction`. */
  target: number;
  direction: 'min' | 'max';
  unit: string;
  /** What the value was computed from, for the reader (absolute numbers, sample sizes). */
  detail?: string;
}

export function createReport() {
  const figures: Figure[] = [];
  const meets = (f: Figure) => (f.direction === 'min' ? f.value >= f.target : f.value <= f.target);
  return {
    add(figure: Figure) {
      figures.push(figure);
      console.log(`  ${figure.name}: ${format(figure.value)} ${figure.unit} (target ${targetText(figure)})`);
    },
    figures: () => figures,
    /** Prints the table and writes `{ figures: [...] }` to `jsonPath`. */
    async finish(jsonPath: string) {
      const rows = figures.map((f) => [
        f.name,
        format(f.value),
        f.unit,
        targetText(f),
        Number.isFinite(f.target) ? (meets(f) ? 'yes' : 'NO') : '-',
        f.detail ?? '',
      ]);
      printTable(['figure', 'value', 'unit', 'target', 'met', 'detail'], rows);
      const json = figures.map((f) => ({ ...f, met: meets(f) }));
      await writeFile(
        jsonPath,
        `${JSON.stringify({ at: new Date().toISOString(), figures: json }, null, 2)}\n`,
      );
      console.log(`\nwritten to ${jsonPath}`);
    },
  };
}

export type Report = ReturnType<typeof createReport>;

const format = (value: number) =>
  Number.isFinite(value) ? value.toFixed(Math.abs(value) >= 100 ? 0 : 2) : 'n/a';
/** An infinite target means none: the figure is reported for what it shows (e.g. growth with load). */
const targetText = (f: Figure) =>
  Number.isFinite(f.target) ? `${f.direction === 'min' ? '≥' : '≤'} ${f.target}` : 'none';

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}
