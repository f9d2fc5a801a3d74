/** The answers the web bench renders (web.ts): built here, the same on every run. */

const sentence = (n: number) =>
  `Observation ${n} shows that the measured flow rises with temperature [${(n % 6) + 1}], while the pressure term stays bounded over the whole range.`;

/** A 60 kB research report in the shapes answers have: 10 sections, each with text, a list, a table or code, and 3 formulas. */
export function sampleReport(): string {
  const parts: string[] = ['# Heat flow in layered rock', sentence(0) + ' ' + sentence(1)];
  for (let s = 1; parts.join('\n\n').length < 60_000; s++) {
    parts.push(`## Section ${s}: conduction and convection`);
    for (let p = 0; p < 3; p++) parts.push([1, 2, 3, 4].map((k) => sentence(s * 10 + p * 4 + k)).join(' '));
    parts.push(
      ['- **Depth** grows linearly', '- *Gradient* near 25 K/km', '- `k` varies by layer [2]'].join('\n'),
    );
    if (s % 2)
      parts.push(
        [
          '| Layer | k (W/m·K) | Depth (km) |',
          '|---|---:|---:|',
          ...[1, 2, 3, 4].map((r) => `| L${r} | ${(1.5 + r / 10).toFixed(1)} | ${r * 3} |`),
        ].join('\n'),
      );
    else
      parts.push(
        [
          '```python',
          'def flux(k, dT, dz):',
          '    return -k * dT / dz',
          '',
          'print(flux(2.5, 30, 1000))',
          '```',
        ].join('\n'),
      );
    for (let f = 0; f < 3; f++)
      parts.push(
        `$$\nq_{${s}${f}} = -k \\frac{\\partial T}{\\partial z} + \\sum_{i=1}^{${f + 2}} \\alpha_i T^{i}\n$$`,
      );
  }
  return parts.join('\n\n').slice(0, 60_000);
}

/** Code of the heavy answer, one language per section in turn: the languages answers show most. */
const CODE: ReadonlyArray<readonly [string, (s: number) => string[]]> = [
  [
    'python',
    (s) => [
      `def flux_${s}(k, dT, dz):`,
      '    """Heat flux through one layer."""',
      '    if dz == 0:',
      "        raise ValueError('dz must not be 0')",
      '    return -k * dT / dz',
      '',
      `print([flux_${s}(k, 30, 1000) for k in (1.5, 2.5, 3.1)])`,
    ],
  ],
  [
    'typescript',
    (s) => [
      `export function flux${s}(k: number, dT: number, dz: number): number {`,
      "  if (dz === 0) throw new Error('dz must not be 0');",
      '  return (-k * dT) / dz;',
      '}',
      '',
      `const layers: Array<{ k: number }> = [{ k: 1.5 }, { k: 2.5 }];`,
      `console.log(layers.map(({ k }) => flux${s}(k, 30, 1000)));`,
    ],
  ],
  [
    'bash',
    (s) => [
      '#!/usr/bin/env bash',
      'set -euo pipefail',
      `for layer in L1 L2 L3; do`,
      `  echo "section ${s}: $layer"`,
      '  grep -c "flux" "data/$layer.csv" || true',
      'done',
      'curl -s https://example.com/api | jq ".items[] | .k"',
    ],
  ],
  [
    'sql',
    (s) => [
      'SELECT layer, AVG(k) AS mean_k, COUNT(*) AS samples',
      'FROM measurements',
      `WHERE section = ${s} AND depth_km BETWEEN 1 AND 12`,
      'GROUP BY layer',
      'HAVING COUNT(*) > 3',
      'ORDER BY mean_k DESC',
      'LIMIT 10;',
    ],
  ],
  [
    'json',
    (s) => [
      '{',
      `  "section": ${s},`,
      '  "layers": [',
      '    { "name": "L1", "k": 1.6, "depth": 3 },',
      '    { "name": "L2", "k": 1.7, "depth": 6 }',
      '  ],',
      '  "unit": "W/m·K"',
      '}',
    ],
  ],
  [
    'rust',
    (s) => [
      `fn flux_${s}(k: f64, dt: f64, dz: f64) -> Result<f64, String> {`,
      '    if dz == 0.0 {',
      '        return Err("dz must not be 0".to_string());',
      '    }',
      '    Ok(-k * dt / dz)',
      '}',
      '',
      `fn main() { println!("{:?}", flux_${s}(2.5, 30.0, 1000.0)); }`,
    ],
  ],
];

/** A display formula of some weight (fractions, sums, a matrix), different for each `s`. */
const displayFormula = (s: number) =>
  [
    '$$',
    `\\begin{aligned} q_{${s}} &= -k \\frac{\\partial T}{\\partial z} + \\sum_{i=1}^{${(s % 4) + 2}} \\alpha_i T^{i} \\\\`,
    `\\mathbf{K}_{${s}} &= \\begin{pmatrix} k_{xx} & k_{xy} \\\\ k_{yx} & k_{yy} \\end{pmatrix}, \\quad \\int_0^{${s}} e^{-z/\\lambda}\\,dz = \\lambda\\left(1 - e^{-${s}/\\lambda}\\right)`,
    '\\end{aligned}',
    '$$',
  ].join('\n');

/**
 * The heavy answer of issue 20: about 60 kB with headings, 30 code blocks, 30 tables and 60 formulas
 * (one display formula and one inline formula per section), with little prose between them. Each
 * `variant` has other numbers in its formulas, code and tables, so no cache of an earlier render
 * (typeset formulas, highlighted code) serves it: every variant renders from scratch.
 */
export function heavyAnswer(variant = 0): string {
  const parts: string[] = ['# Heat flow in layered rock: a worked survey', sentence(0) + ' ' + sentence(1)];
  for (let s = 1; s <= 30; s++) {
    const n = s + 1000 * variant;
    const [language, code] = CODE[(s - 1) % CODE.length]!;
    parts.push(
      `## ${s}. Layer ${s}: conduction, convection and what the wells show`,
      `${sentence(s * 10)} The gradient of layer ${s} follows $\\nabla T_{${n}} = \\frac{q}{k_{${n}}}$ where the rock is dry, and the wells agree with it within a few per cent [${(s % 6) + 1}].`,
      displayFormula(n),
      [
        '| Layer | k (W/m·K) | Depth (km) | Porosity | Source |',
        '|---|---:|---:|---:|---|',
        ...[1, 2, 3, 4, 5, 6, 7, 8].map(
          (r) =>
            `| L${n}.${r} | ${(1.5 + r / 10).toFixed(1)} | ${r * 3} | ${(0.05 * r).toFixed(2)} | well ${n * 10 + r} [${(r % 6) + 1}] |`,
        ),
      ].join('\n'),
      ['```' + language, ...code(n), '', ...code(n + 100), '```'].join('\n'),
      [1, 2].map((k) => sentence(s * 100 + k)).join(' '),
    );
  }
  parts.push('## Summary');
  for (let n = 1; parts.join('\n\n').length < 60_000; n++) parts.push(sentence(5000 + n));
  return parts.join('\n\n');
}

/** A plain-prose answer (headings, paragraphs, a list, a table, citations): no formula, no code block. */
export function proseAnswer(): string {
  return [
    '## Heat flow in layered rock',
    [1, 2, 3, 4].map(sentence).join(' '),
    '- **Depth** grows linearly\n- *Gradient* near 25 K/km\n- `k` varies by layer [2]',
    '| Layer | k (W/m·K) | Depth (km) |\n|---|---:|---:|\n| L1 | 1.6 | 3 |\n| L2 | 1.7 | 6 |',
    [5, 6, 7].map(sentence).join(' '),
  ].join('\n\n');
}
