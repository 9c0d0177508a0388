import type { CatalogueProductResource } from '@fathom/contract/catalogue';
import { formatDollars } from '@fathom/domain/format';
import { productDescriptionOf, productTitleOf } from '@fathom/domain/product-words';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Button, buttonClassName } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { checkoutLinkFor } from '../checkout-link';
import { useCheckoutCatalogue } from '../use-checkout-catalogue';

/** The event offer: the catalogue's packages, else the semen analysis kit on its own. */
function eventOffers(products: readonly CatalogueProductResource[]): CatalogueProductResource[] {
  const packages = products.filter((product) => product.product_type === 'package');
  if (packages.length > 0) return packages;
  return products.filter((product) => product.key === 'analysis');
}

function OfferCard({ offer }: { offer: CatalogueProductResource }) {
  const { t } = useLingui();
  const language = usePageLanguage();
  const title = productTitleOf(offer, language);
  const description = productDescriptionOf(offer, language);
  return (
    <li className="card flex flex-col p-5" data-offer={offer.key ?? undefined}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {description ? <p className="mt-1 text-ink-soft">{description}</p> : null}
      {offer.products?.length ? (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {offer.products.map((part) => (
            <li key={part.uuid}>{productTitleOf(part, language)}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-lg font-semibold">{formatDollars(offer.price)}</p>
      <Link
        href={checkoutLinkFor(offer.uuid)}
        className={`${buttonClassName('primary')} mt-3 self-start`}
        aria-label={t`Order ${title}`}
      >
        <Trans>Order now</Trans>
      </Link>
    </li>
  );
}

export default function SxswCheckoutPage() {
  const { t } = useLingui();
  const { state, retry } = useCheckoutCatalogue();
  return (
    <section className="page-section" aria-labelledby="sxsw-title">
      <h1 id="sxsw-title" className="page-title" tabIndex={-1}>
        <Trans>SXSW offer</Trans>
      </h1>
      <p className="page-lead">
        <Trans>Our event packages: test at home, and keep your sample safe if you want to.</Trans>
      </p>
      {state.status === 'loading' ? (
        <p role="status" className="mt-6 flex items-center gap-2">
          <Spinner /> <Trans>Loading the offer…</Trans>
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <div className="mt-6" role="alert">
          <p>
            <Trans>We could not load the offer just now.</Trans>
          </p>
          <Button className="mt-2" variant="secondary" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2" aria-label={t`Event packages`}>
          {eventOffers(state.products).map((offer) => (
            <OfferCard key={offer.uuid} offer={offer} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
