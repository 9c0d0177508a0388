import { STORAGE_STATUS_WORDS } from '@fathom/domain/cryogenic';
import { productTitle } from '@fathom/domain/product-words';
import { vialStatus, withdrawalStatus } from '@fathom/domain/status-labels';
import { vialsSetAside, vialsSetAsideSentence } from '@fathom/domain/storage-summary';
import { shipmentSentence } from '@fathom/domain/withdrawal-shipment';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/button';
import { StatusBadge } from '../../../components/status-badge';
import { formatDay } from '../../../lib/format';
import { vialCount } from '../../../lib/i18n/counts';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import type { CryogenicItem } from '../api/cryogenics';
import { hasOpenWithdrawal, VIAL_EVENT_LABELS } from '../storage-labels';

/** One stored sample: its vials with their history, its withdrawals, and the next thing to do. */
export function StoredSample({ item, canWithdraw }: { item: CryogenicItem; canWithdraw: boolean }) {
  const headingId = `sample-${item.id}`;
  const { t } = useLingui();
  const language = usePageLanguage();
  const title = productTitle(item.product_key, language, item.title);
  const setAside = vialsSetAside(
    item.withdrawals.map((withdrawal) => ({ status: withdrawal.status, vialCount: withdrawal.vial_count })),
  );
  return (
    <section className="card mt-6 p-6" aria-labelledby={headingId} data-testid="stored-sample">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1">
        <span className="font-semibold">{STORAGE_STATUS_WORDS[language][item.storage_status]}</span> ·{' '}
        <span data-testid="remaining-vials">
          <Trans>
            {item.remaining_vials_count} of {vialCount(item.vials.length)} held
          </Trans>
        </span>
        {setAside > 0 ? (
          <span data-testid="vials-set-aside"> · {vialsSetAsideSentence(setAside, language)}</span>
        ) : null}
      </p>
      {item.destruction_date ? (
        <p className="mt-3 rounded-lg border-l-4 border-error-600 bg-error-50 p-3" role="note">
          <Trans>
            Without a storage plan, these vials will be destroyed on{' '}
            <strong>{formatDay(item.destruction_date)}</strong>.{' '}
            <Link href="/buy-cryogenic" className="text-link">
              Choose a storage plan
            </Link>{' '}
            to keep them.
          </Trans>
        </p>
      ) : null}
      {item.vials.length > 0 ? (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">
            <Trans>Vials of {title}</Trans>
          </caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3">
                <Trans>Vial</Trans>
              </th>
              <th scope="col" className="py-2 pr-3">
                <Trans>Status</Trans>
              </th>
              {/* On a phone the history names the place: the column would only squeeze the others. */}
              <th scope="col" className="py-2 pr-3 max-sm:hidden">
                <Trans>Where</Trans>
              </th>
              <th scope="col" className="py-2">
                <Trans>History</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {item.vials.map((vial, index) => (
              <tr key={vial.id} className="border-b border-line align-top" data-testid="vial">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {index + 1}
                </th>
                <td className="py-2 pr-3">
                  <StatusBadge status={vialStatus(vial, language)} />
                </td>
                <td className="py-2 pr-3 max-sm:hidden">{vial.storage_facility}</td>
                <td className="py-2">
                  <ol className="space-y-1">
                    {vial.history.map((event) => (
                      <li key={`${event.kind}-${event.occurred_at}`}>
                        {t(VIAL_EVENT_LABELS[event.kind])} · {event.facility}{' '}
                        <span className="whitespace-nowrap">· {formatDay(event.occurred_at)}</span>
                      </li>
                    ))}
                  </ol>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-3">
          <Trans>No vials are stored yet: your plan starts holding vials when your sample is frozen.</Trans>
        </p>
      )}
      {item.withdrawals.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold">
            <Trans>Withdrawals</Trans>
          </h3>
          <ul className="mt-2 space-y-1" data-testid="withdrawals">
            {item.withdrawals.map((withdrawal) => (
              <li key={withdrawal.id}>
                <Trans>
                  {vialCount(withdrawal.vial_count)} to {withdrawal.recipient_facility} on{' '}
                  {formatDay(withdrawal.requested_date)}:{' '}
                  {withdrawalStatus(withdrawal.status, language).label}
                </Trans>
                {withdrawal.status === 'shipped' && withdrawal.carrier ? (
                  <span data-testid="withdrawal-shipment"> · {shipmentSentence(withdrawal, language)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {canWithdraw && item.remaining_vials_count > 0 && !hasOpenWithdrawal(item) ? (
        <p className="mt-4">
          <Link href={`/onboarding/withdrawal/${item.id}`} className={buttonClassName('primary')}>
            <Trans>Request a withdrawal</Trans>
          </Link>
        </p>
      ) : null}
    </section>
  );
}
