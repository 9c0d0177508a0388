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
import { useRequest } from '../../../lib/use-request';

const kitNames = (kits: readonly UnshippedKit[]) =>
  kits.map((kit) => `${kit.title} (order ${kit.po_number ?? '- -'})`).join(', ');

/** The delivery address of every kit that has not left the warehouse yet, changed in one go by the server. */
export default function AddressPage() {
  const [refresh, setRefresh] = useState(0);
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
        Your address
      </h1>
      <p className="page-lead">
        Where we send your kits. You can change it until a kit leaves our warehouse.
      </p>
      {saved ? (
        <p
          ref={savedRef}
          tabIndex={-1}
          role="status"
          className="mt-4 rounded-lg bg-[var(--color-success-50)] p-3"
          data-testid="address-saved"
        >
          Your address is saved for every kit that has not shipped yet ({saved.length}{' '}
          {saved.length === 1 ? 'kit' : 'kits'}): {kitNames(saved)}.
        </p>
      ) : null}
      {items.status === 'loading' ? <p className="mt-6">Loading your kits…</p> : null}
      {items.status === 'error' ? (
        <p className="mt-6">Your kits could not be loaded. Reload the page to try again.</p>
      ) : null}
      {items.status === 'success' && first ? (
        <div className="card mt-6 p-6">
          <p data-testid="address-applies-to">
            This address applies to:{' '}
            {kitNames(
              waiting.map((item) => ({
                id: item.id,
                title: item.attributes.title,
                po_number: item.attributes.po_number,
              })),
            )}
          </p>
          <KitOrderDetailsForm key={refresh} item={first} dates={null} today="" addressOnly onSubmit={save} />
        </div>
      ) : null}
      {items.status === 'success' && !first ? (
        <p className="mt-6">
          None of your kits is waiting to ship, so there is no address to change.{' '}
          <Link href="/home" className="text-link">
            Back to your account
          </Link>
        </p>
      ) : null}
    </section>
  );
}
