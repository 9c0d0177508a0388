import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { CardFields } from '../../../components/card/card-fields';
import { type CardForm, cardErrors } from '../../../components/card/card-form';
import { sandboxCardToken } from '../../../components/card/sandbox-card-token';
import type { FieldErrors } from '../../../components/form/field-errors';
import { type CardUpdate, updatePaymentMethod } from '../api/billing';

const emptyCard: CardForm = { name: '', number: '', expiry: '', cvc: '' };

/**
 * A new card for the storage plans and the instalments to come, with the sandbox's card form: made into a token in
 * the browser, as at checkout. With Stripe, cards are changed in Stripe's billing portal (StripePortalLink).
 */
export function ChangeCardForm({ onChanged }: { onChanged: (update: CardUpdate) => void }) {
  const [card, setCard] = useState<CardForm>(emptyCard);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = cardErrors(card, 'sandbox');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      onChanged(await updatePaymentMethod(sandboxCardToken(card.number).token));
      setCard(emptyCard);
    } catch {
      // The shared error effects explain the failure.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form id="change-card" className="card mt-6 grid gap-4 p-6" noValidate onSubmit={onSubmit}>
      <h2 className="text-lg font-semibold">
        <Trans>Change the card your plans renew on</Trans>
      </h2>
      <p className="text-sm text-ink-soft">
        <Trans>
          Instalments still to pay are charged to it too, and one that was declined is tried on it at once.
        </Trans>
      </p>
      <CardFields
        card={card}
        errors={errors}
        onChange={(patch) => setCard((current) => ({ ...current, ...patch }))}
      />
      <div>
        <Button type="submit" loading={saving}>
          <Trans>Save the new card</Trans>
        </Button>
      </div>
    </form>
  );
}
