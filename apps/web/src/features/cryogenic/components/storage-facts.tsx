import {
  DOMESTIC_CRYO_SHIPPING_CENTS,
  VIALS_PER_SAMPLE,
  WITHDRAWAL_LEAD_TIME_DAYS,
} from '@fathom/domain/constants';
import { formatMoney } from '@fathom/domain/format';

/** The facts every storage customer is told, from the business constants. */
export function StorageFacts({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="card mt-6 p-6">
      <Heading className="text-lg font-semibold">Good to know</Heading>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        <li>
          One semen sample is divided into {VIALS_PER_SAMPLE} vials, so you can use them at different times.
        </li>
        <li>Vials can be withdrawn only to a medical professional or facility, never to a home address.</li>
        <li>A withdrawal needs at least {WITHDRAWAL_LEAD_TIME_DAYS} days of lead time.</li>
        <li>
          Shipping within the United States costs {formatMoney(DOMESTIC_CRYO_SHIPPING_CENTS)} per transfer.
          International shipping depends on the destination.
        </li>
      </ul>
    </div>
  );
}
