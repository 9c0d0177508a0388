import { usStates } from '@fathom/domain/us-states';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { WithdrawalDraft } from '../api/withdrawal-drafts';
import { WithdrawalRecipientFields } from './withdrawal-recipient-fields';

const draft = (destination: string): WithdrawalDraft => ({
  understood: true,
  destination,
  recipient_type: 'medical_facility',
  recipient_name: '',
  recipient_facility: '',
  address_1: '',
  city: '',
  state: '',
  postal_code: '',
  country: '',
  recipient_email: '',
  recipient_phone: '',
  requested_date: '',
  vial_count: '',
  signature: '',
});

function Fields({ destination }: { destination: string }) {
  const [fields, setFields] = useState(draft(destination));
  return (
    <>
      <WithdrawalRecipientFields
        fields={fields}
        errors={{}}
        onChange={(patch) => setFields((current) => ({ ...current, ...patch }))}
      />
      <output data-testid="state">{fields.state}</output>
    </>
  );
}

describe('WithdrawalRecipientFields', () => {
  it('asks the State of a domestic address from a list, the same as the checkout’s, and keeps its code', async () => {
    render(<Fields destination="domestic" />);
    const state = screen.getByRole('combobox', { name: 'State' });
    const options = Array.from((state as HTMLSelectElement).options).map((option) => option.text);
    expect(options).toEqual(['Choose a state', ...usStates.map((entry) => entry.name)]);
    expect(screen.queryByRole('textbox', { name: 'State' })).toBeNull();
    await userEvent.selectOptions(state, 'Texas');
    expect(screen.getByTestId('state').textContent).toBe('TX');
  });

  it('keeps a free field for a state or region abroad', () => {
    render(<Fields destination="international" />);
    expect(screen.getByRole('textbox', { name: 'State or region (optional)' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
  });
});
