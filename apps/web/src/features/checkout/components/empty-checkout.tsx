import type { CatalogueProductResource } from '@fathom/contract/catalogue';
import { formatMoney } from '@fathom/domain/format';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { productTitleOf } from '@fathom/domain/product-words';
import { productByKey } from '@fathom/domain/products';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/button';
import { appConfig } from '../../../lib/config';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';

/** The kits a first order starts with, in the order they are offered: the first is the page's main action. */
const FIRST_KITS = ['analysis', 'sti'] as const;

/**
 * /checkouts with nothing to buy (no items, or none we sell): the kits to start with, each opening the checkout
 * with it in the cart, instead of an empty checkout's forms.
 */
export function EmptyCheckout({ products }: { products: readonly CatalogueProductResource[] }) {
  const kits = FIRST_KITS.flatMap((key) => {
    const product = productByKey(products, key) as CatalogueProductResource | undefined;
    return product ? [product] : [];
  });
  const language = usePageLanguage();
  return (
    <section className="mx-auto max-w-xl p-4 sm:p-8" aria-labelledby="empty-checkout-title">
      <h1 id="empty-checkout-title" className="page-title">
        <Trans>Your cart is empty</Trans>
      </h1>
      <p className="page-lead">
        <Trans>Choose a kit to start your order.</Trans>
      </p>
      <ul className="mt-6 grid gap-3">
        {kits.map((kit, index) => {
          const { uuid, price_cents } = kit;
          const title = productTitleOf(kit, language);
          return (
            <li key={uuid} className="card flex flex-wrap items-center justify-between gap-3 p-4">
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="text-sm text-ink-soft">{formatMoney(price_cents)}</span>
              </span>
              <Link
                href={`/checkouts?items=${encodeURIComponent(uuid)}`}
                className={buttonClassName(index === 0 ? 'primary' : 'secondary')}
              >
                <Trans comment="{title} is the kit's name, read by screen readers only">
                  Order <span className="sr-only">the {title}</span>
                </Trans>
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="mt-6">
        <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.order)} className="text-link">
          <Trans>Compare every kit and storage plan</Trans>
        </a>
      </p>
    </section>
  );
}
