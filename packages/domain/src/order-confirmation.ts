/** What the confirmation of an order tells its buyer: what was charged, when the rest falls, what happens next. */
import { formatDay, formatMoney } from './format';
import { earliestDeliveryDate } from './kit-dates';
import type { Language } from './languages';
import { listInWords } from './plural';

export interface ConfirmedInstalment {
  number: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  amountCents: number;
}

const longDate = (date: string, language: Language) => formatDay(date, { weekday: true, language });

/** How the later payments of an order are announced, in each language. */
interface InstalmentWords {
  /** "The next payment", "The next two payments". */
  payments: (count: number) => string;
  /** All the later payments are of one amount, charged on these days. */
  sameAmount: (payments: string, count: number, amount: string, days: readonly string[]) => string;
  /** The later payments differ: each amount with its day. */
  amounts: (payments: string, count: number, parts: readonly { amount: string; day: string }[]) => string;
}

const INSTALMENT_WORDS: Readonly<Record<Language, InstalmentWords>> = {
  en: {
    payments: (count) => {
      const words = ['no', 'one', 'two', 'three', 'four', 'five'];
      return count === 1 ? 'The next payment' : `The next ${words[count] ?? String(count)} payments`;
    },
    sameAmount: (payments, count, amount, days) =>
      `${payments}, ${amount}${count > 1 ? ' each' : ''}, will be charged to the same card on ${listInWords(days, 'en')}.`,
    amounts: (payments, _count, parts) =>
      `${payments} will be charged to the same card: ${listInWords(
        parts.map((part) => `${part.amount} on ${part.day}`),
        'en',
      )}.`,
  },
  es: {
    payments: (count) => {
      const words = ['ningún', 'un', 'dos', 'tres', 'cuatro', 'cinco'];
      return count === 1 ? 'El próximo pago' : `Los próximos ${words[count] ?? String(count)} pagos`;
    },
    sameAmount: (payments, count, amount, days) =>
      `${payments}, de ${amount}${count > 1 ? ' cada uno' : ''}, se ${count > 1 ? 'cobrarán' : 'cobrará'} a la misma tarjeta ${listInWords(
        days.map((day) => `el ${day}`),
        'es',
      )}.`,
    amounts: (payments, count, parts) =>
      `${payments} se ${count > 1 ? 'cobrarán' : 'cobrará'} a la misma tarjeta: ${listInWords(
        parts.map((part) => `${part.amount} el ${part.day}`),
        'es',
      )}.`,
  },
};

/**
 * An order paid in instalments: what the first charged today, and a sentence naming the later payments and
 * their dates ("The next two payments, $98.33 each, will be charged to the same card on Friday, December 25,
 * 2026 and Monday, January 25, 2027.").
 */
export function instalmentSummary(
  instalments: readonly ConfirmedInstalment[],
  language: Language,
): {
  chargedTodayCents: number;
  later: string;
} {
  const [first, ...rest] = [...instalments].sort((a, b) => a.number - b.number);
  if (!first) return { chargedTodayCents: 0, later: '' };
  if (rest.length === 0) return { chargedTodayCents: first.amountCents, later: '' };
  const words = INSTALMENT_WORDS[language];
  const amounts = new Set(rest.map((part) => part.amountCents));
  const payments = words.payments(rest.length);
  const later =
    amounts.size === 1
      ? words.sameAmount(
          payments,
          rest.length,
          formatMoney(rest[0]?.amountCents),
          rest.map((part) => longDate(part.dueDate, language)),
        )
      : words.amounts(
          payments,
          rest.length,
          rest.map((part) => ({
            amount: formatMoney(part.amountCents),
            day: longDate(part.dueDate, language),
          })),
        );
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

/** The sentences of what happens next, in each language; `gift` says the kit or supplements go to someone else. */
interface NextStepWords {
  kitOnPreferredDay: (day: string, gift: boolean) => string;
  kitSoonest: (day: string, gift: boolean) => string;
  register: string;
  dna: string;
  package: string;
  storage: string;
  supplements: (gift: boolean) => string;
  consultation: string;
  shipping: string;
}

const NEXT_STEP_WORDS: Readonly<Record<Language, NextStepWords>> = {
  en: {
    kitOnPreferredDay: (day, gift) =>
      `We ship the kit to arrive on ${day}, as you asked, and email ${gift ? 'the recipient' : 'you'} its tracking number.`,
    kitSoonest: (day, gift) =>
      `We pack the kit and ship it within two working days: it can arrive as soon as ${day}. We email ${gift ? 'the recipient' : 'you'} its tracking number.`,
    register:
      'When it arrives, register the kit with the code inside the box, then collect the sample on a Monday to Thursday and send it back the same day.',
    dna: 'The DNA fragmentation analysis is made on the same sample as the semen analysis.',
    package: 'Once the lab has analysed the sample, it is frozen and kept under your storage plan.',
    storage: 'Your storage plan is active: follow your stored vials on the Cryogenic storage page.',
    supplements: (gift) =>
      `Your supplements ship within two working days; we email ${gift ? 'the recipient' : 'you'} their tracking number.`,
    consultation:
      'Book your consultation from the Consultations button of your portal: a fertility specialist calls you at the time you choose.',
    shipping: 'Finish your withdrawal request: we arrange the transfer of your vials once it is complete.',
  },
  es: {
    kitOnPreferredDay: (day, gift) =>
      `Enviaremos el kit para que llegue el ${day}, como lo pidió, y ${gift ? 'a la persona que recibe el regalo le' : 'le'} mandaremos por correo electrónico el número de seguimiento.`,
    kitSoonest: (day, gift) =>
      `Preparamos el kit y lo enviamos en un plazo de dos días hábiles: puede llegar a partir del ${day}. ${gift ? 'A la persona que recibe el regalo le' : 'Le'} mandaremos por correo electrónico el número de seguimiento.`,
    register:
      'Cuando llegue, registre el kit con el código que viene dentro de la caja; después tome la muestra un día de lunes a jueves y envíela ese mismo día.',
    dna: 'El análisis de fragmentación del ADN se hace con la misma muestra que el análisis de semen.',
    package:
      'Cuando el laboratorio termine de analizar la muestra, la congelará y la guardará según su plan de almacenamiento.',
    storage:
      'Su plan de almacenamiento está activo: siga sus viales guardados en la página de Almacenamiento criogénico.',
    supplements: (gift) =>
      `Sus suplementos se envían en un plazo de dos días hábiles; ${gift ? 'a la persona que recibe el regalo le' : 'le'} mandaremos por correo electrónico el número de seguimiento.`,
    consultation:
      'Reserve su consulta con el botón Consultas de su portal: un especialista en fertilidad se comunicará con usted a la hora que elija.',
    shipping: 'Termine su solicitud de retiro: organizaremos el traslado de sus viales cuando esté completa.',
  },
};

/** What happens after the order, one sentence per thing bought, in the order things will happen. */
export function nextSteps(
  { lines, orderedOn, preferredDeliveryDate, isGift }: NextStepsInput,
  language: Language,
): string[] {
  const words = NEXT_STEP_WORDS[language];
  const types = new Set(lines.map((line) => line.productType));
  const steps: string[] = [];
  if ([...types].some((type) => KIT_TYPES.has(type))) {
    const arrival = longDate(preferredDeliveryDate ?? earliestDeliveryDate(orderedOn), language);
    steps.push(
      preferredDeliveryDate ? words.kitOnPreferredDay(arrival, isGift) : words.kitSoonest(arrival, isGift),
      words.register,
    );
  }
  if (types.has('dna')) steps.push(words.dna);
  if (types.has('package')) steps.push(words.package);
  if ([...types].some((type) => STORAGE_TYPES.has(type))) steps.push(words.storage);
  if (types.has('supplement')) steps.push(words.supplements(isGift));
  if (types.has('consultation')) steps.push(words.consultation);
  if (types.has('shipping')) steps.push(words.shipping);
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

type OrderPageWords = Readonly<Record<OrderPageStatus, { heading: string; lead: string | null }>>;

const ORDER_PAGE_WORDS: Readonly<Record<Language, OrderPageWords>> = {
  en: (() => {
    const unpaidOrdersClose = 'An order not paid within a day is cancelled.';
    const confirmed = { heading: 'Thank you, your order is confirmed', lead: null };
    return {
      paid: confirmed,
      paying_instalments: confirmed,
      pending_payment: {
        heading: 'Your order is waiting for its payment',
        lead: `Your bank has not confirmed this payment, so nothing has been charged. Confirm it with your bank, pay with another card, or cancel the order. ${unpaidOrdersClose}`,
      },
      payment_failed: {
        heading: 'Your order is waiting for a payment',
        lead: `Your card was declined, so nothing has been charged. Pay with another card, or cancel the order. ${unpaidOrdersClose}`,
      },
      cancelled: {
        heading: 'This order was cancelled',
        lead: 'It was not paid, and nothing was charged. Its cart is kept for you: order it again whenever you like.',
      },
    };
  })(),
  es: (() => {
    const unpaidOrdersClose = 'Si un pedido no se paga en un día, se cancela.';
    const confirmed = { heading: 'Gracias, su pedido está confirmado', lead: null };
    return {
      paid: confirmed,
      paying_instalments: confirmed,
      pending_payment: {
        heading: 'Su pedido está esperando el pago',
        lead: `Su banco no ha confirmado este pago, así que no se le ha cobrado nada. Confírmelo con su banco, pague con otra tarjeta o cancele el pedido. ${unpaidOrdersClose}`,
      },
      payment_failed: {
        heading: 'Su pedido está esperando un pago',
        lead: `Su tarjeta fue rechazada, así que no se le ha cobrado nada. Pague con otra tarjeta o cancele el pedido. ${unpaidOrdersClose}`,
      },
      cancelled: {
        heading: 'Este pedido se canceló',
        lead: 'No se pagó y no se cobró nada. Guardamos su carrito: puede volver a hacer el pedido cuando quiera.',
      },
    };
  })(),
};

/** What an order's own page says first, by its status, and what its buyer can still do about its payment. */
export function orderPageState(status: OrderPageStatus, language: Language): OrderPageState {
  return {
    ...ORDER_PAGE_WORDS[language][status],
    payable: status === 'pending_payment' || status === 'payment_failed',
    bankCanBeAskedAgain: status === 'pending_payment',
  };
}
