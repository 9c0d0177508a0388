import type { StorageSummaryResource } from '@fathom/contract/account-summary';
import { PURCHASE_STATE_SENTENCES, type StoragePurchaseState } from '@fathom/domain/results';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { storageSummaryCopy } from '../storage-summary-copy';

/** Storage states that the storage purchase state cannot tell: they are said as the home page says them. */
const TOLD_BY_SUMMARY: readonly StorageSummaryResource['state'][] = [
  'destruction_scheduled',
  'awaiting_sample',
  'payment_past_due',
];

/**
 * The report's word on storage: the truth of the stored samples where the purchase state would hide it (a
 * destruction date, a plan waiting for its sample), and no offer of freezing when no sperm were found.
 */
export function StorageSentence({
  purchaseState,
  storage,
  azoospermic,
  forPartner = false,
}: {
  purchaseState: StoragePurchaseState;
  /** A partner reads the holder's storage as it is, but neither buys nor manages it: no link is offered. */
  forPartner?: boolean;
  /** The account's storage; null for a partner, or until it has loaded. */
  storage: StorageSummaryResource | null;
  azoospermic: boolean;
}) {
  const { t, i18n } = useLingui();
  const language = usePageLanguage();
  const hasStorage =
    purchaseState === 'Bought_Storage' || purchaseState === 'Bought_Storage_And_Cryo_Not_Matched';
  let sentence = PURCHASE_STATE_SENTENCES[language][purchaseState];
  let action: { href: string; label: string } | null = hasStorage
    ? { href: '/cryogenic', label: t`Your stored samples` }
    : { href: '/buy-cryogenic', label: t`Storage plans` };
  if (storage && TOLD_BY_SUMMARY.includes(storage.state)) {
    const copy = storageSummaryCopy(storage, i18n);
    sentence = `${copy.headline} ${copy.detail}`;
    action = copy.action;
  } else if (azoospermic && !hasStorage) {
    sentence = t`Freezing needs sperm in the sample, so storage is not offered with this result. A specialist can talk you through your options.`;
    action = null;
  }
  if (forPartner) action = null;
  return (
    <p className="mt-3" data-testid="storage-purchase-state">
      {sentence}{' '}
      {action ? (
        <Link href={action.href} className="text-link">
          {action.label}
        </Link>
      ) : null}
    </p>
  );
}
