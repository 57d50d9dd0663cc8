import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextAreaField, TextField } from './text-field';

afterEach(cleanup);

/** What a screen reader reads after the name: the texts aria-describedby points at, in its order. */
const description = (field: HTMLElement): string =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? `(no element ${id})`)
    .join(' ');

describe('the kit’s text fields', () => {
  it('are named by their label, and a required one says so only to the eye', () => {
    render(<TextField id="name" label="Name" name="name" required defaultValue="" />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect((field as HTMLInputElement).required).toBe(true);
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    expect(field.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('are described by their line below, and by their error first once there is one', () => {
    const { rerender } = render(
      <TextAreaField id="message" label="Message" description="0 of 5,000 characters" defaultValue="" />,
    );
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(description(field)).toBe('0 of 5,000 characters');
    expect(field.hasAttribute('aria-invalid')).toBe(false);

    rerender(
      <TextAreaField
        id="message"
        label="Message"
        description="0 of 5,000 characters"
        error="Message is required"
        defaultValue=""
      />,
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(description(field)).toBe('Message is required 0 of 5,000 characters');
  });

  it('hand the element to a ref, so a form can read and focus it', () => {
    let element: HTMLInputElement | null = null;
    render(<TextField id="email" label="Email" ref={(node) => void (element = node)} />);
    expect(element).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });
});
