import { productByKey } from '@fathom/domain/products';
import { checkoutLinkFor, getCheckoutCatalogue } from '../../features/checkout';
import { configuredProductId } from '../../lib/product-ids';

/**
 * The checkout of the paid consultation: /checkouts?items=<fertility_consultation uuid>. The page's config
 * names the uuid (the server injects every fixed product's id); only a page served without it asks the
 * catalogue (GET /api/checkouts), and the key stands in if even that fails (the checkout reads keys too).
 */
export async function getConsultationCheckoutLink(): Promise<string> {
  const configured = configuredProductId('fertility_consultation');
  if (configured) return checkoutLinkFor(configured);
  try {
    const products = await getCheckoutCatalogue({ handled: true });
    const uuid = productByKey(products, 'fertility_consultation')?.uuid;
    if (uuid) return checkoutLinkFor(uuid);
  } catch {
    // The key still leads to the right checkout.
  }
  return checkoutLinkFor('fertility_consultation');
}
