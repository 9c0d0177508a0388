import type { ShipWithdrawalRequest } from '@fathom/contract/storage-console';
import { shipmentErrors } from '@fathom/domain/withdrawal-shipment';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../../components/button';
import { serverFieldErrors } from '../../../../lib/http/server-field-errors';

type Field = keyof ShipWithdrawalRequest;
const fields: readonly { name: Field; label: string }[] = [
  { name: 'carrier', label: 'Carrier' },
  { name: 'tracking_number', label: 'Tracking number' },
];

/**
 * "Ship" on a withdrawal's row: opens a small form in place for the carrier and its tracking number (the first
 * field focused), checked as the server checks them, sent with Enter or the button, closed with Cancel or Escape.
 */
export function ShipForm({
  name,
  onShip,
}: {
  /** Which withdrawal, for a screen reader: "Ship Jordan Ellis's 2 vials". */
  name: string;
  onShip: (shipment: ShipWithdrawalRequest) => Promise<unknown>;
}): ReactNode {
  const id = useId();
  const [values, setValues] = useState<ShipWithdrawalRequest | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  if (values === null) {
    return (
      <Button
        size="sm"
        variant="secondary"
        aria-label={name}
        onClick={() => {
          setErrors({});
          setValues({ carrier: '', tracking_number: '' });
        }}
      >
        Ship
      </Button>
    );
  }
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = shipmentErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await onShip(values);
      setValues(null);
    } catch (failure) {
      const server = serverFieldErrors(failure);
      setErrors({ carrier: server.carrier, tracking_number: server.tracking_number });
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      className="console-inline-form"
      aria-label={name}
      noValidate
      onSubmit={send}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setValues(null);
      }}
    >
      {fields.map((field, index) => {
        const fieldId = `${id}-${field.name}`;
        const error = errors[field.name];
        return (
          <div key={field.name} className="console-inline-field">
            <label htmlFor={fieldId} className="field-label">
              {field.label}
            </label>
            <input
              id={fieldId}
              className="field-input"
              value={values[field.name]}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              // biome-ignore lint/a11y/noAutofocus: the form opens on the member's click, in place of the button
              autoFocus={index === 0}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
            {error ? (
              <p id={`${fieldId}-error`} className="field-error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="console-inline-actions">
        <Button type="submit" size="sm" loading={sending}>
          Mark shipped
        </Button>
        <Button type="button" size="sm" variant="quiet" onClick={() => setValues(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
