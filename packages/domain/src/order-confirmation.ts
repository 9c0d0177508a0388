/** What the confirmation of an order tells its buyer: what was charged, when the rest falls, what happens next. */
import { formatDay, formatMoney } from './format';
import { earliestDeliveryDate } from './kit-dates';

export interface ConfirmedInstalment {
  number: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  amountCents: number;
}

const longDate = (date: string) => formatDay(date, { weekday: true });

function listInWords(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five'];

/**
 * An order paid in instalments: what the first charged today, and a sentence naming the later payments and
 * their dates ("The next two payments, $98.33 each, will be charged to the same card on Friday, December 25,
 * 2026 and Monday, January 25, 2027.").
 */
export function instalmentSummary(instalments: readonly ConfirmedInstalment[]): {
  chargedTodayCents: number;
  later: string;
} {
  const [first, ...rest] = [...instalments].sort((a, b) => a.number - b.number);
  if (!first) return { chargedTodayCents: 0, later: '' };
  if (rest.length === 0) return { chargedTodayCents: first.amountCents, later: '' };
  const amounts = new Set(rest.map((part) => part.amountCents));
  const count = NUMBER_WORDS[rest.length] ?? String(rest.length);
  const dates = listInWords(rest.map((part) => longDate(part.dueDate)));
  const payments = rest.length === 1 ? 'The next payment' : `The next ${count} payments`;
  const later =
    amounts.size === 1
      ? `${payments}, ${formatMoney(rest[0]?.amountCents)}${rest.length > 1 ? ' each' : ''}, will be charged to the same card on ${dates}.`
      : `${payments} will be charged to the same card: ${listInWords(
          rest.map((part) => `${formatMoney(part.amountCents)} on ${longDate(part.dueDate)}`),
        )}.`;
  return { chargedTodayCents: first.amountCents, later };
}

export interface OrderedLine {
  productType: string;
  productKey?: string | null;
}

export interface NextStepsInput {
  lines: readonly OrderedLine[];
  /** The lab's calendar date of the order. */
  orderedOn: string;
  preferredDeliveryDate: string | null;
  isGift: boolean;
}

const KIT_TYPES = new Set(['analysis', 'sti', 'package']);
const STORAGE_TYPES = new Set(['cryo', 'vasectomy']);

/** What happens after the order, one sentence per thing bought, in the order things will happen. */
export function nextSteps({ lines, orderedOn, preferredDeliveryDate, isGift }: NextStepsInput): string[] {
  const types = new Set(lines.map((line) => line.productType));
  const steps: string[] = [];
  const recipient = isGift ? 'the recipient' : 'you';
  if ([...types].some((type) => KIT_TYPES.has(type))) {
    const arrival = preferredDeliveryDate ?? earliestDeliveryDate(orderedOn);
    steps.push(
      preferredDeliveryDate
        ? `We ship the kit to arrive on ${longDate(arrival)}, as you asked, and email ${recipient} its tracking number.`
        : `We pack the kit and ship it within two working days: it can arrive as soon as ${longDate(arrival)}. We email ${recipient} its tracking number.`,
      'When it arrives, register the kit with the code inside the box, then collect the sample on a Monday to Thursday and send it back the same day.',
    );
  }
  if (types.has('dna'))
    steps.push('The DNA fragmentation analysis is made on the same sample as the semen analysis.');
  if (types.has('package'))
    steps.push('Once the lab has analysed the sample, it is frozen and kept under your storage plan.');
  if ([...types].some((type) => STORAGE_TYPES.has(type)))
    steps.push('Your storage plan is active: follow your stored vials on the Cryogenic storage page.');
  if (types.has('supplement'))
    steps.push(`Your supplements ship within two working days; we email ${recipient} their tracking number.`);
  if (types.has('consultation'))
    steps.push(
      'Book your consultation from the Consultations button of your portal: a fertility specialist calls you at the time you choose.',
    );
  if (types.has('shipping'))
    steps.push('Finish your withdrawal request: we arrange the transfer of your vials once it is complete.');
  return steps;
}

export type OrderPageStatus =
  | 'pending_payment'
  | 'paid'
  | 'paying_instalments'
  | 'payment_failed'
  | 'cancelled';

export interface OrderPageState {
  heading: string;
  /** What the buyer is told under the heading: why an unpaid order waits, what a cancelled one means. */
  lead: string | null;
  /** The order waits for its payment: its buyer can pay it (again) or cancel it from its page. */
  payable: boolean;
  /** A card's bank asked the buyer to confirm and has no answer yet: it can be asked again. */
  bankCanBeAskedAgain: boolean;
}

const UNPAID_ORDERS_CLOSE = 'An order not paid within a day is cancelled.';

/** What an order's own page says first, by its status, and what its buyer can still do about its payment. */
export function orderPageState(status: OrderPageStatus): OrderPageState {
  switch (status) {
    case 'paid':
    case 'paying_instalments':
      return {
        heading: 'Thank you, your order is confirmed',
        lead: null,
        payable: false,
        bankCanBeAskedAgain: false,
      };
    case 'pending_payment':
      return {
        heading: 'Your order is waiting for its payment',
        lead: `Your bank has not confirmed this payment, so nothing has been charged. Confirm it with your bank, pay with another card, or cancel the order. ${UNPAID_ORDERS_CLOSE}`,
        payable: true,
        bankCanBeAskedAgain: true,
      };
    case 'payment_failed':
      return {
        heading: 'Your order is waiting for a payment',
        lead: `Your card was declined, so nothing has been charged. Pay with another card, or cancel the order. ${UNPAID_ORDERS_CLOSE}`,
        payable: true,
        bankCanBeAskedAgain: false,
      };
    case 'cancelled':
      return {
        heading: 'This order was cancelled',
        lead: 'It was not paid, and nothing was charged. Its cart is kept for you: order it again whenever you like.',
        payable: false,
        bankCanBeAskedAgain: false,
      };
  }
}
