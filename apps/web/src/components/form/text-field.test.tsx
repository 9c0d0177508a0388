import { plainText } from '@fathom/domain/validation/plain-text';
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

function NameField() {
  const [value, setValue] = useState('');
  return <TextField label="First name" value={value} onChange={setValue} rules={[plainText]} />;
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

  it("shows the server's refusal of a name that changes direction or hides text on blur, with the plainText rule", () => {
    render(<NameField />);
    const input = screen.getByLabelText('First name');
    fireEvent.input(input, { target: { value: 'Robin\u202eelaH' } });
    fireEvent.blur(input);
    expect(
      screen.getByText('The first name must not contain invisible or direction-changing characters.'),
    ).toBeTruthy();
    fireEvent.input(input, { target: { value: 'Zoë Nuñez' } });
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });
});
