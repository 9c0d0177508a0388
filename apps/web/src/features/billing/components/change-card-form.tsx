import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { CardFields } from '../../../components/card/card-fields';
import { type CardForm, cardErrors } from '../../../components/card/card-form';
import { type CardToken, sandboxCardToken } from '../../../components/card/sandbox-card-token';
import { StripeCardFields, type StripeCardHandle } from '../../../components/card/stripe-card-fields';
import type { FieldErrors } from '../../../components/form/field-errors';
import { appConfig } from '../../../lib/config';
import { type CardUpdate, updatePaymentMethod } from '../api/billing';

const emptyCard: CardForm = { name: '', number: '', expiry: '', cvc: '' };

/** A new card for the storage plans and the instalments to come: made into a token in the browser, as at checkout. */
export function ChangeCardForm({ onChanged }: { onChanged: (update: CardUpdate) => void }) {
  const [card, setCard] = useState<CardForm>(emptyCard);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const stripeCard = useRef<StripeCardHandle | null>(null);
  const cardPayments = appConfig.cardPayments;

  const tokenize = async (): Promise<CardToken | { error: string }> => {
    if (cardPayments.provider === 'sandbox') return sandboxCardToken(card.number);
    if (!stripeCard.current) return { error: 'The secure card form is still loading. Please wait a moment.' };
    return stripeCard.current.tokenize(card.name.trim());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = cardErrors(card, cardPayments.provider);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const token = await tokenize();
      if ('error' in token) {
        setErrors({ 'card.number': token.error });
        return;
      }
      onChanged(await updatePaymentMethod(token.token));
      setCard(emptyCard);
    } catch {
      // The shared error effects explain the failure.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form id="change-card" className="card mt-6 grid gap-4 p-6" noValidate onSubmit={onSubmit}>
      <h2 className="text-lg font-semibold">Change the card your plans renew on</h2>
      <p className="text-sm text-ink-soft">
        Instalments still to pay are charged to it too, and one that was declined is tried on it at once.
      </p>
      {cardPayments.provider === 'stripe' ? (
        <StripeCardFields
          publishableKey={cardPayments.publishableKey}
          jsUrl={cardPayments.jsUrl}
          handle={stripeCard}
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
        <Button type="submit" loading={saving}>
          Save the new card
        </Button>
      </div>
    </form>
  );
}
