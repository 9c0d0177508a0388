import { WITHDRAWAL_LEAD_TIME_DAYS } from '@fathom/domain/constants';
import { WITHDRAWAL_MESSAGES } from '@fathom/domain/withdrawal';
import { Trans } from '@lingui/react/macro';
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
      <h2 className="text-lg font-semibold">
        <Trans>Before you continue</Trans>
      </h2>
      <p className="mt-2">
        <Trans>
          Please confirm that you understand the vials go only to a medical professional or facility, and that
          the transfer needs at least {WITHDRAWAL_LEAD_TIME_DAYS} days of lead time.
        </Trans>
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
          <Trans>
            I understand that vials are withdrawn only to a medical professional or facility, with at least{' '}
            {WITHDRAWAL_LEAD_TIME_DAYS} days of lead time.
          </Trans>
        </label>
      </p>
      {refused && !checked ? (
        <p id={errorId} className="field-error mt-2">
          {WITHDRAWAL_MESSAGES[language].understood}
        </p>
      ) : null}
      <p className="mt-4">
        <Button onClick={confirm}>
          <Trans>I understand</Trans>
        </Button>
      </p>
    </div>
  );
}
