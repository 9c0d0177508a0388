import type { CatalogueProductResource } from '@fathom/contract/catalogue';
import { type Cart, cartProblem, offeredAddons } from '@fathom/domain/cart';
import { formatMoney } from '@fathom/domain/format';
import { lineWords } from '@fathom/domain/line-words';
import { INCLUDED_IN_PACKAGE_NOTE } from '@fathom/domain/pricing';
import { productTitle, productTitleOf } from '@fathom/domain/product-words';
import { productById } from '@fathom/domain/products';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { type CartTotals, cartIncludedQuantities, cartLineCents } from '../cart-totals';

export interface CartSummaryProps {
  cart: Cart;
  products: readonly CatalogueProductResource[];
  totals: CartTotals;
  insuranceCovered: boolean;
  /** Lines can change until the order is placed. */
  editable: boolean;
  /** Why a line is not what the insurance check covers, or why its change was refused, by product id. */
  lineReasons?: Readonly<Record<string, string>>;
  onAdd: (product: CatalogueProductResource) => void;
  onIncrement: (id: string) => void;
  onDecrement: (id: string) => void;
  onRemove: (id: string) => void;
  children?: React.ReactNode;
}

export function CartSummary({
  cart,
  products,
  totals,
  insuranceCovered,
  editable,
  lineReasons = {},
  onAdd,
  onIncrement,
  onDecrement,
  onRemove,
  children,
}: CartSummaryProps) {
  const { t } = useLingui();
  // An insurance check covers its own products alone: nothing else is offered beside an insured cart.
  const addons = offeredAddons(cart, products).filter(
    (product) => !insuranceCovered || product.insuranceable,
  );
  const lineTotals = cartLineCents(cart, products);
  const included = cartIncludedQuantities(cart, products);
  const language = usePageLanguage();
  const problem = cartProblem(cart, products, language);
  return (
    <section className="card p-5" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="text-lg font-semibold">
        <Trans>Your order</Trans>
      </h2>
      {cart.length === 0 ? (
        <p className="mt-2">
          <Trans>Your cart is empty.</Trans>
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line" data-testid="cart-lines">
          {cart.map((item, index) => {
            const product = productById(products, item.id) as CatalogueProductResource | undefined;
            const includedCount = included[index] ?? 0;
            const reason = lineReasons[item.id];
            const reasonId = `cart-line-reason-${item.id}`;
            const name = productTitle(product?.key, language, item.name);
            const { count } = item;
            const unitPrice = formatMoney(product?.price_cents ?? 0);
            return (
              <li key={item.id} className="py-3" data-testid="cart-line">
                <div className="flex justify-between gap-3">
                  <span className="font-medium">{name}</span>
                  <span>{formatMoney(lineTotals[index] ?? 0)}</span>
                </div>
                {includedCount > 0 ? (
                  <p className="text-sm text-ink-faint" data-testid="included-in-package">
                    {INCLUDED_IN_PACKAGE_NOTE[language]}
                    {includedCount < item.count
                      ? t({
                          message: `: ${includedCount} of ${count}, the others at ${unitPrice} each`,
                          comment: 'Follows "Included in your package"',
                        })
                      : t({
                          message: ` (${unitPrice} on its own)`,
                          comment: 'Follows "Included in your package"',
                        })}
                  </p>
                ) : null}
                {product
                  ? lineWords(product, language).map((sentence) => (
                      <p key={sentence} className="text-sm text-ink-soft" data-testid="line-words">
                        {sentence}
                      </p>
                    ))
                  : null}
                <div className="mt-2 flex items-center gap-2 text-sm">
                  {editable ? (
                    <>
                      <button
                        type="button"
                        className="btn btn-secondary btn-sm min-h-11 min-w-11"
                        onClick={() => onDecrement(item.id)}
                        disabled={item.count <= 1}
                        aria-label={t`Remove one ${name}`}
                      >
                        −
                      </button>
                      <span aria-live="polite">
                        <span className="sr-only">
                          <Trans>Quantity of {name}:</Trans>{' '}
                        </span>
                        {item.count}
                      </span>
                      <button
                        type="button"
                        className="btn btn-secondary btn-sm min-h-11 min-w-11"
                        onClick={() => onIncrement(item.id)}
                        aria-label={t`Add one more ${name}`}
                        aria-describedby={reason ? reasonId : undefined}
                      >
                        +
                      </button>
                      <button
                        type="button"
                        className="btn btn-quiet btn-sm ml-auto min-h-11"
                        aria-label={t`Remove ${name}`}
                        onClick={() => onRemove(item.id)}
                      >
                        <Trans>Remove</Trans>
                      </button>
                    </>
                  ) : (
                    <span>
                      <Trans>Quantity {count}</Trans>
                    </span>
                  )}
                </div>
                {reason ? (
                  <p id={reasonId} className="field-error mt-2" role="alert" data-testid="cart-line-reason">
                    {reason}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {problem ? (
        <p className="field-error mt-2" role="alert" data-testid="cart-problem">
          {problem}
        </p>
      ) : null}
      {editable && addons.length > 0 ? (
        <div className="mt-3">
          <h3 className="text-sm font-semibold">
            <Trans>Often added</Trans>
          </h3>
          <ul className="mt-1 space-y-1 text-sm">
            {addons.map((product) => (
              <li key={product.uuid} className="flex items-center justify-between gap-2">
                <span className="min-w-0 flex-1">
                  {productTitleOf(product, language)} · {formatMoney(product.price_cents)}
                </span>
                <button
                  type="button"
                  className="btn btn-secondary btn-sm min-h-11 shrink-0"
                  onClick={() => onAdd(product)}
                >
                  <Trans comment="{0} is the product's name, read by screen readers only">
                    Add
                    <span className="sr-only"> {productTitleOf(product, language)}</span>
                  </Trans>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {children}
      <dl className="mt-4 space-y-1 border-t border-line pt-3" data-testid="cart-totals">
        <div className="flex justify-between">
          <dt>
            <Trans>Subtotal</Trans>
          </dt>
          <dd>{formatMoney(totals.subtotalCents)}</dd>
        </div>
        {totals.discountCents > 0 ? (
          <div className="flex justify-between">
            <dt>
              <Trans>Discount</Trans>
            </dt>
            <dd>−{formatMoney(totals.discountCents)}</dd>
          </div>
        ) : null}
        {totals.taxCents > 0 ? (
          <div className="flex justify-between">
            <dt>
              <Trans>Sales tax</Trans>
            </dt>
            <dd data-testid="cart-tax">{formatMoney(totals.taxCents)}</dd>
          </div>
        ) : null}
        {insuranceCovered ? (
          <div className="flex justify-between">
            <dt>
              <Trans>Insurance coverage</Trans>
            </dt>
            <dd>
              <Trans>Covered</Trans>
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between text-lg font-semibold">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd data-testid="cart-total">{formatMoney(totals.totalCents)}</dd>
        </div>
      </dl>
    </section>
  );
}
