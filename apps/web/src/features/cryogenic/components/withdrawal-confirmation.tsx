import { WITHDRAWAL_LEAD_TIME_DAYS } from '@fathom/domain/constants';
import { WITHDRAWAL_MESSAGES } from '@fathom/domain/withdrawal';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';

/** The "I understand" confirmation every withdrawal starts with (spec section 2). */
export function WithdrawalConfirmation({ onConfirmed }: { onConfirmed: () => void }) {
  const checkboxId = useId();
  const errorId = `${checkboxId}-error`;
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState(false);
  const language = usePageLanguage();

  const confirm = () => {
    if (checked) {
      onConfirmed();
      return;
    }
    setRefused(true);
    document.getElementById(checkboxId)?.focus();
  };

  return (
    <div className="card mt-6 p-6">
      <h2 className="text-lg font-semibold">Before you continue</h2>
      <p className="mt-2">
        Please confirm that you understand the vials go only to a medical professional or facility, and that
        the transfer needs at least {WITHDRAWAL_LEAD_TIME_DAYS} days of lead time.
      </p>
      <p className="mt-4 flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-1 size-5"
          checked={checked}
          aria-invalid={refused && !checked ? true : undefined}
          aria-describedby={refused && !checked ? errorId : undefined}
          onChange={(event) => setChecked(event.target.checked)}
        />
        <label htmlFor={checkboxId}>
          I understand that vials are withdrawn only to a medical professional or facility, with at least{' '}
          {WITHDRAWAL_LEAD_TIME_DAYS} days of lead time.
        </label>
      </p>
      {refused && !checked ? (
        <p id={errorId} className="field-error mt-2">
          {WITHDRAWAL_MESSAGES[language].understood}
        </p>
      ) : null}
      <p className="mt-4">
        <Button onClick={confirm}>I understand</Button>
      </p>
    </div>
  );
}
