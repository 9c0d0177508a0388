import { email, required } from '@fathom/domain/validation/rules';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

function EmailField() {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Email"
      value={value}
      onChange={setValue}
      rules={[required, email]}
      hint="For your receipts."
    />
  );
}

describe('TextField', () => {
  it('does not validate while typing', () => {
    render(<EmailField />);
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    expect(screen.queryByText('This field must be a valid email.')).toBeNull();
  });

  it('validates on blur and links the message to the input', () => {
    render(<EmailField />);
    const input = screen.getByLabelText('Email');
    fireEvent.input(input, { target: { value: 'not-an-email' } });
    fireEvent.blur(input);
    const message = screen.getByText('This field must be a valid email.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  });

  it('validates on the committed change event and clears the message once the value is valid', () => {
    render(<EmailField />);
    const input = screen.getByLabelText('Email') as HTMLInputElement;
    fireEvent(input, new Event('change', { bubbles: true }));
    expect(screen.getByText('The email field is required')).toBeTruthy();
    fireEvent.input(input, { target: { value: 'sam@example.com' } });
    fireEvent(input, new Event('change', { bubbles: true }));
    expect(screen.queryByText('The email field is required')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });
});
