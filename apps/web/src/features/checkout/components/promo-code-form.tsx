import { Trans } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button';

export interface PromoCodeFormProps {
  appliedCode: string | null;
  onApply: (code: string) => Promise<string | null>;
  onRemove: () => void;
}

/** The promo code field; onApply answers the failure message, or null when the code applies. */
export function PromoCodeForm({ appliedCode, onApply, onRemove }: PromoCodeFormProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed || loading) return;
    setLoading(true);
    const failure = await onApply(trimmed);
    setLoading(false);
    setError(failure);
    if (failure === null) setCode('');
  };

  return (
    <form className="mt-4" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="field-label">
        <Trans>Promo code</Trans>
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          className="field-input"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={loading}>
          <Trans>Apply</Trans>
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {appliedCode ? (
        <p className="mt-2 flex items-center gap-2 text-sm" data-testid="applied-promo">
          <Trans>
            Code <strong>{appliedCode}</strong> applied.
          </Trans>
          <button type="button" className="text-link" onClick={onRemove}>
            <Trans>
              Remove<span className="sr-only"> promo code {appliedCode}</span>
            </Trans>
          </button>
        </p>
      ) : null}
    </form>
  );
}
