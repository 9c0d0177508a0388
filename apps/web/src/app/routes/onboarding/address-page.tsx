import type { Language } from '@fathom/domain/languages';
import { productTitle } from '@fathom/domain/product-words';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  getAllItems,
  type UnshippedKit,
  updateAddressOfUnshippedKits,
} from '../../../features/kits/api/items';
import {
  type KitOrderDetails,
  KitOrderDetailsForm,
} from '../../../features/kits/components/kit-order-details-form';
import { itemTitle } from '../../../features/kits/item-title';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { useRequest } from '../../../lib/use-request';

/** "Semen Analysis (order FA-100245), …": each kit by its title in the page's language, and its order. */
const kitNames = (kits: readonly { title: string; po_number: string | null }[]) =>
  kits
    .map((kit) => {
      const { title } = kit;
      const order = kit.po_number ?? '- -';
      return t`${title} (order ${order})`;
    })
    .join(', ');

/** The kits the new address was saved for, each named by its product's key in the language. */
const savedKitNames = (kits: readonly UnshippedKit[], language: Language) =>
  kitNames(
    kits.map((kit) => ({
      title: productTitle(kit.product_key, language, kit.title),
      po_number: kit.po_number,
    })),
  );

/** The delivery address of every kit that has not left the warehouse yet, changed in one go by the server. */
export default function AddressPage() {
  const [refresh, setRefresh] = useState(0);
  const language = usePageLanguage();
  const items = useRequest(getAllItems, refresh);
  const [saved, setSaved] = useState<UnshippedKit[] | null>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);

  const save = useCallback(async (details: KitOrderDetails) => {
    const answer = await updateAddressOfUnshippedKits(details.shipping_address);
    setSaved(answer.kits);
    setRefresh((value) => value + 1);
  }, []);
  const waiting =
    items.status === 'success' ? items.data.filter((item) => item.attributes.kit?.can_change_address) : [];
  const first = waiting[0];

  return (
    <section className="page-section" aria-labelledby="address-title">
      <h1 id="address-title" className="page-title" tabIndex={-1}>
        <Trans>Your address</Trans>
      </h1>
      <p className="page-lead">
        <Trans>Where we send your kits. You can change it until a kit leaves our warehouse.</Trans>
      </p>
      {saved ? (
        <p
          ref={savedRef}
          tabIndex={-1}
          role="status"
          className="mt-4 rounded-lg bg-[var(--color-success-50)] p-3"
          data-testid="address-saved"
        >
          {saved.length === 1 ? (
            <Trans>
              Your address is saved for every kit that has not shipped yet ({saved.length} kit):{' '}
              {savedKitNames(saved, language)}.
            </Trans>
          ) : (
            <Trans>
              Your address is saved for every kit that has not shipped yet ({saved.length} kits):{' '}
              {savedKitNames(saved, language)}.
            </Trans>
          )}
        </p>
      ) : null}
      {items.status === 'loading' ? (
        <p className="mt-6">
          <Trans>Loading your kits…</Trans>
        </p>
      ) : null}
      {items.status === 'error' ? (
        <p className="mt-6">
          <Trans>Your kits could not be loaded. Reload the page to try again.</Trans>
        </p>
      ) : null}
      {items.status === 'success' && first ? (
        <div className="card mt-6 p-6">
          <p data-testid="address-applies-to">
            <Trans>
              This address applies to:{' '}
              {kitNames(
                waiting.map((item) => ({
                  title: itemTitle(item, language),
                  po_number: item.attributes.po_number,
                })),
              )}
            </Trans>
          </p>
          <KitOrderDetailsForm key={refresh} item={first} dates={null} today="" addressOnly onSubmit={save} />
        </div>
      ) : null}
      {items.status === 'success' && !first ? (
        <p className="mt-6">
          <Trans>
            None of your kits is waiting to ship, so there is no address to change.{' '}
            <Link href="/home" className="text-link">
              Back to your account
            </Link>
          </Trans>
        </p>
      ) : null}
    </section>
  );
}
