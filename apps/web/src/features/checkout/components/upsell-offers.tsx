import type { CatalogueProductResource } from '@fathom/contract/catalogue';
import { formatMoney } from '@fathom/domain/format';
import { productTitleOf } from '@fathom/domain/product-words';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { requestUpsell } from '../api/request-upsell';

/** After an order: the supplements that support the next analysis, each a click away from the checkout. */
export function UpsellOffers({
  offers,
  onOpen = (url) => window.location.assign(url),
}: {
  offers: readonly CatalogueProductResource[];
  onOpen?: (checkoutUrl: string) => void;
}) {
  const { t } = useLingui();
  const language = usePageLanguage();
  const [pending, setPending] = useState<string | null>(null);
  if (offers.length === 0) return null;

  const offer = async (product: CatalogueProductResource) => {
    setPending(product.uuid);
    try {
      const { checkout_url } = await requestUpsell([{ product_uuid: product.uuid, quantity: 1 }]);
      onOpen(checkout_url);
    } catch {
      // The shared error effects explain the failure; the offer stays on screen to try again.
      setPending(null);
    }
  };

  return (
    <section className="card mt-6 p-6" aria-labelledby="upsell-title">
      <h2 id="upsell-title" className="text-lg font-semibold">
        <Trans>Support your next result</Trans>
      </h2>
      <ul className="mt-3 space-y-3">
        {offers.map((product) => (
          <li key={product.uuid} className="flex items-center justify-between gap-3">
            <span className="min-w-0 flex-1">
              {productTitleOf(product, language)} · {formatMoney(product.price_cents)}
            </span>
            <Button
              variant="secondary"
              size="md"
              className="shrink-0"
              loading={pending === product.uuid}
              disabled={pending !== null}
              onClick={() => offer(product)}
              aria-label={t`Add ${productTitleOf(product, language)}`}
            >
              <Trans>Add</Trans>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
