import { cardInWords } from '@fathom/domain/card-words';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LoadError } from '../../../components/loading-skeleton';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { useRequest } from '../../../lib/use-request';
import { getCardOnFile } from '../api/get-card-on-file';

/** Which card is on file, so a customer knows what a renewal or an instalment will be charged to. */
export function CardOnFile({ refresh }: { refresh: number }) {
  const { t } = useLingui();
  const [retries, setRetries] = useState(0);
  const card = useRequest(getCardOnFile, `${refresh}:${retries}`);
  const language = usePageLanguage();
  return (
    <div className="card mt-6 p-6" data-testid="card-on-file">
      <h2 className="text-lg font-semibold">
        <Trans>Card on file</Trans>
      </h2>
      {card.status === 'loading' ? (
        <p className="mt-2 text-ink-soft">
          <Trans>Loading your card…</Trans>
        </p>
      ) : card.status === 'error' ? (
        <LoadError what={t`your card`} onRetry={() => setRetries((count) => count + 1)} />
      ) : card.data ? (
        <p className="mt-2">
          <Trans>
            <strong>{cardInWords(card.data, language)}</strong>: your plans renew on it, and instalments still
            to pay are charged to it.
          </Trans>
        </p>
      ) : (
        <p className="mt-2">
          <Trans>No card on file yet: the card you pay your first order with is kept here.</Trans>
        </p>
      )}
    </div>
  );
}
