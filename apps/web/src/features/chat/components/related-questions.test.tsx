import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RelatedQuestions } from './related-questions';

describe('RelatedQuestions', () => {
  const questions = ['What is magma?', 'How hot is lava?', 'Where do volcanoes form?'];

  it('lists the questions under a "Related" heading; each asks its question, by mouse or keyboard', async () => {
    const onAsk = vi.fn();
    render(<RelatedQuestions questions={questions} onAsk={onAsk} disabled={false} />);
    expect(screen.getByRole('region', { name: 'Related' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'How hot is lava?' }));
    expect(onAsk).toHaveBeenLastCalledWith('How hot is lava?');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Where do volcanoes form?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAsk).toHaveBeenLastCalledWith('Where do volcanoes form?');
  });

  it('cannot be used while an answer is arriving, and shows nothing without questions', () => {
    const { container, rerender } = render(
      <RelatedQuestions questions={questions} onAsk={vi.fn()} disabled />,
    );
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    rerender(<RelatedQuestions questions={[]} onAsk={vi.fn()} disabled={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
