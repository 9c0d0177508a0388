import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('in prerendered HTML, says a button whose action is in the code is not ready, and a plain one is', () => {
    const html = renderToString(
      <form>
        <Button type="submit">Sign in</Button>
        <Button onClick={() => undefined}>Use a pop-up window instead</Button>
        <Button>Back</Button>
      </form>,
    );
    const tags = html.match(/<button[^>]*>/g) ?? [];
    expect(tags).toHaveLength(3);
    expect(tags[0]).toContain('type="button"');
    expect(tags[0]).toContain('aria-disabled="true"');
    expect(tags[1]).toContain('aria-disabled="true"');
    expect(tags[2]).not.toContain('aria-disabled');
  });

  it('once drawn in the browser, offers its action', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Use a pop-up window instead</Button>);
    const button = screen.getByRole('button', { name: 'Use a pop-up window instead' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is type "button" by default, so clicking it inside a form does not submit', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>Next</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('defaults to the primary variant in size md', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.className).toContain('btn-primary');
    expect(button.className).toContain('btn-md');
  });

  it('shows the spinner, is marked busy and ignores clicks while loading', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('spinner')).toBeTruthy();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its icon and each variant and size class', () => {
    render(
      <Button variant="danger" size="lg" icon={<svg data-testid="icon" />}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.className).toContain('btn-danger');
    expect(button.className).toContain('btn-lg');
    expect(screen.getByTestId('icon')).toBeTruthy();
  });
});
