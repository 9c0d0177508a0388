import {
  DOMESTIC_CRYO_SHIPPING_CENTS,
  VIALS_PER_SAMPLE,
  WITHDRAWAL_LEAD_TIME_DAYS,
} from '@fathom/domain/constants';
import { formatMoney } from '@fathom/domain/format';
import { Trans } from '@lingui/react/macro';

/** The facts every storage customer is told, from the business constants. */
export function StorageFacts({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shipping = formatMoney(DOMESTIC_CRYO_SHIPPING_CENTS);
  return (
    <div className="card mt-6 p-6" data-testid="storage-facts">
      <Heading className="text-lg font-semibold">
        <Trans>Good to know</Trans>
      </Heading>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        <li>
          <Trans>
            One semen sample is divided into {VIALS_PER_SAMPLE} vials, so you can use them at different times.
          </Trans>
        </li>
        <li>
          <Trans>
            Vials can be withdrawn only to a medical professional or facility, never to a home address.
          </Trans>
        </li>
        <li>
          <Trans>A withdrawal needs at least {WITHDRAWAL_LEAD_TIME_DAYS} days of lead time.</Trans>
        </li>
        <li>
          <Trans>
            Shipping within the United States costs {shipping} per transfer. International shipping depends on
            the destination.
          </Trans>
        </li>
      </ul>
    </div>
  );
}
