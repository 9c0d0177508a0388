import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { userFixture } from '../../../test/user-fixture';
import type { CryogenicItem } from '../api/cryogenics';
import type { WithdrawalDraft } from '../api/withdrawal-drafts';
import { WithdrawalForm } from './withdrawal-form';

const item = { id: 'item-1', remaining_vials_count: 4 } as CryogenicItem;

const draft: WithdrawalDraft = {
  understood: true,
  destination: 'domestic',
  recipient_type: 'medical_facility',
  recipient_name: '',
  recipient_facility: '',
  address_1: '',
  city: '',
  state: '',
  postal_code: '',
  country: 'US',
  recipient_email: '',
  recipient_phone: '',
  requested_date: '2026-12-20',
  vial_count: '1',
  signature: '',
};

function Form({ start }: { start: WithdrawalDraft }) {
  const [fields, setFields] = useState(start);
  return (
    <WithdrawalForm
      item={item}
      fields={fields}
      onChange={(patch) => setFields((current) => ({ ...current, ...patch }))}
      user={userFixture()}
      earliestDate="2026-12-20"
      timeZone="America/New_York"
      hasPaidShipping
      shippingProductUuid="shipping-uuid"
      onSending={() => {}}
      onRequested={() => {}}
    />
  );
}

describe("the withdrawal form's delivery date", () => {
  beforeEach(() => {
    mockApi([]);
  });

  it('reads the chosen day as every date does, "Sunday, Dec 20, 2026", and follows a change', () => {
    render(<Form start={draft} />);
    const chosen = screen.getByTestId('withdrawal-chosen-date');
    expect(chosen.tagName).toBe('OUTPUT');
    expect(chosen.getAttribute('for')).toBe('withdrawal-requested_date');
    expect(chosen.textContent).toBe('Chosen: Sunday, Dec 20, 2026');
    expect(screen.getByText('At least 15 days from today: Dec 20, 2026 or later.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Delivery date'), { target: { value: '2027-01-05' } });
    expect(chosen.textContent).toBe('Chosen: Tuesday, Jan 5, 2027');
    // Never the stored form, nor the device's numeric one.
    expect(chosen.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4}/);
  });

  it('says no day is chosen while the field is empty', () => {
    render(<Form start={{ ...draft, requested_date: '' }} />);
    expect(screen.getByTestId('withdrawal-chosen-date').textContent).toBe('No day chosen yet.');
  });
});
