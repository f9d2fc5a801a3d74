import { describe, expect, it } from 'vitest';
import { relevantImages } from './images.js';

const image = (title: string, id = title) => ({
  link: `https://x.test/${id}`,
  imageUrl: `https://x.test/${id}.svg`,
  title,
});

describe('relevantImages', () => {
  it("keeps images about the question or a cited source and drops other subjects'", () => {
    const found = [
      image('Flag of Chile'),
      image('Flag of Croatia'),
      image('Flag of Laos'),
      image('Flag of Chile', 'Flag of Chile'),
    ];
    expect(
      relevantImages(found, 'Compare the economies of Chile and Peru', ['Laos — Environment'], 8).map(
        (i) => i.title,
      ),
    ).toEqual(['Flag of Chile', 'Flag of Laos']);
  });

  it('never returns more than the limit', () => {
    const many = Array.from({ length: 20 }, (_, i) => image(`Volcano ${i}`));
    expect(relevantImages(many, 'volcano', [], 8)).toHaveLength(8);
  });
});
