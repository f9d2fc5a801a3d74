import { describe, expect, it } from 'vitest';
import type { EvidencePack } from '../../evidence/evidence-pack.js';
import { loadKnowledge } from '../../../knowledge/knowledge.js';
import { frameQuestion } from '../../understand/frame.js';
import type { ReportPart } from '../research-model.js';
import { partPrompt } from './prompts.js';

const pack: EvidencePack = { passages: [], toGlobal: new Map([[1, 1]]) };
const part = (extra: Partial<ReportPart>): ReportPart => ({
  kind: 'section',
  title: 'Political system',
  focus: 'government',
  pack,
  ...extra,
});

describe('research part prompts for places', async () => {
  const question = 'How do the political systems of Norway and Sweden differ?';
  const input = {
    question,
    history: [],
    reportTitle: 'Norway and Sweden',
    frame: frameQuestion(question, await loadKnowledge()),
  };
  const now = new Date('2026-11-25T00:00:00Z');

  it('asks for a table with the places as columns, every cell cited', () => {
    const { system } = partPrompt(input, part({ title: 'Key facts side by side', table: true }), now);
    expect(system).toMatch(/Markdown table comparing Norway and Sweden: one column per place/);
    expect(system).toMatch(/cites it as \[n\]/);
  });

  it('asks a section to treat the places side by side and a conclusion to compare them', () => {
    expect(partPrompt(input, part({ aspect: 'government' }), now).system).toMatch(
      /treat Norway and Sweden side by side/,
    );
    const conclusion = partPrompt(input, part({ kind: 'conclusion', title: 'Conclusion' }), now).system;
    expect(conclusion).toMatch(/similarities and differences between Norway and Sweden/);
    expect(conclusion).toMatch(/no count of sources/);
  });

  it('asks an aspect section for the sub-aspects the offline writer uses, figures compared by computation', () => {
    const { system } = partPrompt(input, part({ aspect: 'government' }), now);
    expect(system).toContain('"### " line');
    expect(system).toMatch(/Executive; Courts and law; Parties and elections; Capital and subdivisions/);
    expect(system).toMatch(/Compare figures by computing them/);
    expect(system).toMatch(/No filler/);
  });

  it('keeps the general prompts for a question that names no place', () => {
    const concept = { question: 'How do volcanoes form?', history: [], reportTitle: 'Volcanoes' };
    expect(partPrompt(concept, part({}), now).system).toMatch(/two to four paragraphs/);
  });
});
