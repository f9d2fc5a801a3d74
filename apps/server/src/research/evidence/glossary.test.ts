import { describe, expect, it } from 'vitest';
import type { WebResult } from '../../search/search-provider.js';
import { glossaryDocs, glossaryIds } from './glossary.js';
import type { GatheredDoc } from './select-evidence.js';

const article: GatheredDoc = {
  url: 'http://localhost:8000/library/science-photosynthesis',
  title: 'Photosynthesis',
  snippet: '',
  text: '# Photosynthesis\n\nPlants …\n\n## The light reactions\n\n…\n\n## What limits the rate\n\n…\n\n## Hazards\n\n…',
  via: 'content',
  libraryId: 'science-photosynthesis',
};
const entry = (title: string): GatheredDoc => ({
  url: `http://localhost:8000/library/wordnet.${title}`,
  title,
  snippet: '',
  text: `${title} (noun): …`,
  via: 'content',
  libraryId: `wordnet.${title}`,
});

describe('glossaryIds', () => {
  it("names the dictionary entries of an article's title and section headings, as written and singular", () => {
    const ids = glossaryIds([article]);
    expect(ids).toEqual(
      expect.arrayContaining([
        'wordnet.photosynthesis',
        'wordnet.light_reactions',
        'wordnet.light_reaction',
        'wordnet.hazard',
      ]),
    );
    // A heading that asks rather than names ("What limits the rate") names no entry.
    expect(ids.some((id) => id.includes('limit'))).toBe(false);
  });

  it('looks up nothing for dictionary entries and country profiles', () => {
    expect(
      glossaryIds([entry('volcano'), { ...entry('Chile — Geography'), libraryId: 'factbook.ci.geography' }]),
    ).toEqual([]);
  });
});

describe('glossaryDocs', () => {
  it('fetches the entries not gathered already, as documents', async () => {
    const asked: string[][] = [];
    const lookup = async (ids: readonly string[]): Promise<WebResult[]> => {
      asked.push([...ids]);
      return ids
        .filter((id) => id === 'wordnet.photosynthesis' || id === 'wordnet.hazard')
        .map((id) => ({
          url: `http://localhost:8000/library/${id}`,
          title: id.slice(8),
          snippet: 's',
          content: 'c',
          libraryId: id,
        }));
    };
    const docs = await glossaryDocs([article, entry('hazard')], lookup, 'q');
    expect(asked[0]).not.toContain('wordnet.hazard');
    expect(docs.map((d) => d.libraryId)).toEqual(['wordnet.photosynthesis']);
    expect(docs[0]).toMatchObject({ text: 'c', via: 'content' });
  });
});
