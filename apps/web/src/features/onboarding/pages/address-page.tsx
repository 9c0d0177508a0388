import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useRequest } from '../../../lib/use-request';
import { getItemPage, updateShippingAddress } from '../../kits/api/items';
import { type KitOrderDetails, KitOrderDetailsForm } from '../../kits/components/kit-order-details-form';

const loadFirstPage = () => getItemPage(1);

/** The delivery address of every kit that has not left the warehouse yet, changed in one go. */
export default function AddressPage() {
  const [refresh, setRefresh] = useState(0);
  const items = useRequest(loadFirstPage, refresh);
  const [saved, setSaved] = useState(false);
  const savedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);

  const waiting =
    items.status === 'success'
      ? items.data.data.filter((item) => item.attributes.kit?.can_change_address)
      : [];
  const save = useCallback(
    async (details: KitOrderDetails) => {
      for (const item of waiting) await updateShippingAddress(item.id, details.shipping_address);
      setSaved(true);
      setRefresh((value) => value + 1);
    },
    [waiting],
  );
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
        >
          Your address is saved for every kit that has not shipped yet.
        </p>
      ) : null}
      {items.status === 'loading' ? <p className="mt-6">Loading your kits…</p> : null}
      {items.status === 'success' && first ? (
        <div className="card mt-6 p-6">
          <p>
            This address applies to:{' '}
            {waiting
              .map((item) => `${item.attributes.title} (order ${item.attributes.po_number ?? '- -'})`)
              .join(', ')}
          </p>
          <KitOrderDetailsForm key={refresh} item={first} dates={null} today="" addressOnly onSubmit={save} />
        </div>
      ) : null}
      {items.status !== 'loading' && !first ? (
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
