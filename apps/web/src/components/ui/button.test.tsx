import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it('is a type=button by default and handles clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['default', 'bg-primary'],
    ['destructive', 'bg-destructive'],
    ['outline', 'border'],
    ['secondary', 'bg-secondary'],
    ['ghost', 'hover:bg-accent'],
    ['link', 'underline-offset-4'],
  ] as const)('variant %s uses %s', (variant, expected) => {
    expect(buttonVariants({ variant }).split(' ')).toContain(expected);
  });

  it.each([
    ['default', 'h-9'],
    ['sm', 'h-8'],
    ['lg', 'h-11'],
    ['icon', 'size-9'],
  ] as const)('size %s uses %s', (size, expected) => {
    expect(buttonVariants({ size }).split(' ')).toContain(expected);
  });

  it('renders its child with button styles when asChild', () => {
    render(
      <Button asChild variant="link">
        <a href="/news">News</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'News' });
    expect(link).toHaveClass('underline-offset-4');
    expect(link).not.toHaveAttribute('type');
  });
});
