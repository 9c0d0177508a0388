import type { OrderConfirmation, PayUnpaidOrderRequest } from '@fathom/contract/orders';
import { formatDollars } from '@fathom/domain/format';
import { orderPageState } from '@fathom/domain/order-confirmation';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { CardFields } from '../../../components/card/card-fields';
import { CARD_FORM_LOADING, type CardForm, cardErrors } from '../../../components/card/card-form';
import { type CardToken, sandboxCardToken } from '../../../components/card/sandbox-card-token';
import {
  StripePaymentFields,
  type StripePaymentHandle,
} from '../../../components/card/stripe-payment-fields';
import type { FieldErrors } from '../../../components/form/field-errors';
import { Modal } from '../../../components/modal';
import { appConfig } from '../../../lib/config';
import { isApiError } from '../../../lib/http/api-error';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { cancelUnpaidOrder } from '../api/cancel-unpaid-order';
import { payUnpaidOrder } from '../api/pay-unpaid-order';
import { paymentAuthenticator } from '../authenticate-payment';
import { AUTHENTICATION_UNFINISHED } from '../use-place-order';

const emptyCard: CardForm = { name: '', number: '', expiry: '', cvc: '' };
/** How many times the buyer is asked to answer their bank before the page stops asking, as at checkout. */
const AUTHENTICATION_ROUNDS = 2;
const NOT_DONE = msg`We could not do this just now. Please try again in a moment.`;

const failureMessage = (error: unknown) =>
  isApiError(error) && error.status !== 0 ? error.message : i18n._(NOT_DONE);

/** The bank was asked as many times as the page asks it, and has still not confirmed the payment. */
class BankUnconfirmed extends Error {}

/** The card as a token: the sandbox's at once, Stripe's from its form (once it has loaded). */
async function tokenize(
  card: CardForm,
  stripe: StripePaymentHandle | null,
): Promise<CardToken | { error: string }> {
  if (appConfig.cardPayments.provider === 'sandbox') return sandboxCardToken(card.number);
  if (!stripe) return { error: i18n._(CARD_FORM_LOADING) };
  return stripe.tokenize(card.name.trim());
}

/**
 * On an unpaid order's page: its buyer pays it (their bank asked again, or another card) or cancels it. Whatever
 * they do, the order is read again from the server and the page shows it as it is then.
 */
export function UnpaidOrderActions({
  order,
  onChanged,
}: {
  order: OrderConfirmation;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const state = orderPageState(order.status, usePageLanguage());
  const cardPayments = appConfig.cardPayments;
  const stripePayment = useRef<StripePaymentHandle | null>(null);
  const [authenticate] = useState(() => paymentAuthenticator(cardPayments));
  const [choosingCard, setChoosingCard] = useState(!state.bankCanBeAskedAgain);
  const [card, setCard] = useState<CardForm>(emptyCard);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<'bank' | 'card' | 'cancel' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const amount = formatDollars(order.final_price);

  const pay = async (payment: PayUnpaidOrderRequest['payment']) => {
    let result = await payUnpaidOrder(order.po_number, payment);
    for (let round = 0; result.payment_action && round < AUTHENTICATION_ROUNDS; round += 1) {
      // A bank page that fails to load or is closed leaves the outcome to the server, which reads it.
      await authenticate(result.payment_action.client_secret).catch(() => undefined);
      result = await payUnpaidOrder(order.po_number, payment);
    }
    if (result.payment_action) throw new BankUnconfirmed();
  };

  const run = async (kind: 'bank' | 'card' | 'cancel', work: () => Promise<unknown>) => {
    setBusy(kind);
    setProblem(null);
    try {
      await work();
      onChanged();
    } catch (error) {
      setProblem(error instanceof BankUnconfirmed ? t(AUTHENTICATION_UNFINISHED) : failureMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const payWithCard = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = cardErrors(card, cardPayments.provider);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy('card');
    const token = await tokenize(card, stripePayment.current);
    if ('error' in token) {
      // The card itself was refused before any payment: said by its number, as at checkout.
      setErrors({ 'card.number': token.error });
      setBusy(null);
      return;
    }
    await run('card', () => pay({ payment_method: 'card', payment_method_token: token.token }));
  };

  return (
    <section className="mt-6 border-t border-line pt-5" aria-labelledby="unpaid-order-actions">
      <h2 id="unpaid-order-actions" className="text-lg font-semibold">
        <Trans>Pay or cancel this order</Trans>
      </h2>
      {problem ? (
        <p className="field-error mt-3" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        {state.bankCanBeAskedAgain ? (
          <Button
            loading={busy === 'bank'}
            disabled={busy !== null}
            onClick={() => void run('bank', () => pay(null))}
          >
            <Trans>Confirm with your bank</Trans>
          </Button>
        ) : null}
        {choosingCard ? null : (
          <Button variant="secondary" disabled={busy !== null} onClick={() => setChoosingCard(true)}>
            <Trans>Pay with another card</Trans>
          </Button>
        )}
        <Button
          variant="danger"
          loading={busy === 'cancel'}
          disabled={busy !== null && busy !== 'cancel'}
          onClick={() => setConfirmingCancel(true)}
        >
          <Trans>Cancel this order</Trans>
        </Button>
      </div>
      {choosingCard ? (
        <form
          className="mt-5 grid gap-4"
          noValidate
          onSubmit={(event) => void payWithCard(event)}
          aria-label={t`Pay with another card`}
        >
          <h3 className="font-semibold">
            <Trans>Pay with another card</Trans>
          </h3>
          {cardPayments.provider === 'stripe' ? (
            <StripePaymentFields
              publishableKey={cardPayments.publishableKey}
              jsUrl={cardPayments.jsUrl}
              handle={stripePayment}
              charge={{
                amountCents: Math.round(order.final_price * 100),
                // An order that starts a storage plan keeps its card for the renewals, as at checkout.
                keepsCard: order.items.some((item) => item.product_type === 'cryo'),
              }}
              card={card}
              errors={errors}
              onChange={(patch) => setCard((current) => ({ ...current, ...patch }))}
            />
          ) : (
            <CardFields
              card={card}
              errors={errors}
              onChange={(patch) => setCard((current) => ({ ...current, ...patch }))}
            />
          )}
          <div>
            <Button type="submit" loading={busy === 'card'} disabled={busy !== null && busy !== 'card'}>
              <Trans>Pay {amount}</Trans>
            </Button>
          </div>
        </form>
      ) : null}
      <CancelOrderDialog
        open={confirmingCancel}
        poNumber={order.po_number}
        onKeep={() => setConfirmingCancel(false)}
        onCancel={() => {
          setConfirmingCancel(false);
          void run('cancel', () => cancelUnpaidOrder(order.po_number));
        }}
      />
    </section>
  );
}

/** Asks before an unpaid order is cancelled, saying what that does. */
function CancelOrderDialog({
  open,
  poNumber,
  onKeep,
  onCancel,
}: {
  open: boolean;
  poNumber: string;
  onKeep: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onClose={onKeep}
      title={t`Cancel this order?`}
      footer={
        <>
          <Button variant="secondary" onClick={onKeep}>
            <Trans>Keep the order</Trans>
          </Button>
          <Button variant="danger" onClick={onCancel}>
            <Trans>Cancel the order</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>
          Order {poNumber} is cancelled and nothing is charged: your bank can no longer take this payment. Its
          cart is kept for you, to order it again.
        </Trans>
      </p>
    </Modal>
  );
}
