import type { CatalogueProductResource } from '@fathom/contract/catalogue';
import type { Cart } from '@fathom/domain/cart';
import { insuredLineProblems } from '@fathom/domain/insurance';
import { productTitle } from '@fathom/domain/product-words';
import { productById } from '@fathom/domain/products';
import { currentLanguage } from '../../lib/i18n/language';

/** Why lines of a cart paid by an insurance check are not what the check covers, by the line's product id. */
export function insuredCartReasons(
  cart: Cart,
  products: readonly CatalogueProductResource[],
): Record<string, string> {
  const language = currentLanguage();
  const problems = insuredLineProblems(
    cart.map((item) => {
      const product = productById(products, item.id) as CatalogueProductResource | undefined;
      return {
        productId: item.id,
        title: productTitle(product?.key, language, product?.title ?? item.name),
        quantity: item.count,
        insuranceable: product?.insuranceable === true,
      };
    }),
    language,
  );
  const reasons: Record<string, string> = {};
  cart.forEach((item, index) => {
    const problem = problems[index];
    if (problem) reasons[item.id] = problem;
  });
  return reasons;
}
