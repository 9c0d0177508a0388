import type { DiscountCalculation } from '@fathom/contract/discounts';
import type { Cart } from '@fathom/domain/cart';
import { appliedPromo, applyPromoResult, promoFailureMessage, removePromo } from '@fathom/domain/promo-codes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentLanguage } from '../../lib/i18n/language';
import { calculateDiscount } from './api/calculate-discount';

function cartItems(cart: Cart) {
  return cart.map((item) => ({ product_uuid: item.id, quantity: item.count }));
}

/**
 * Promo codes checked by the server against the cart and the email. The last successful code
 * applies; when the cart changes the applied code is checked again, and dropped if it no longer fits.
 */
export function usePromoCodes(cart: Cart, email: string) {
  const [promos, setPromos] = useState<DiscountCalculation[]>([]);
  const applied = appliedPromo(promos);
  const latest = useRef({ cart, email });
  latest.current = { cart, email };

  const apply = useCallback(async (code: string): Promise<string | null> => {
    const { cart: currentCart, email: currentEmail } = latest.current;
    try {
      const result = await calculateDiscount({
        code,
        email: currentEmail.trim() || undefined,
        items: cartItems(currentCart),
      });
      setPromos((list) => applyPromoResult(list, result));
      return result.success ? null : promoFailureMessage(result, currentLanguage());
    } catch (error) {
      setPromos((list) => removePromo(list, code));
      const hint = error instanceof Error && error.message ? error.message : null;
      return promoFailureMessage({ hint }, currentLanguage());
    }
  }, []);

  const remove = useCallback((code: string) => setPromos((list) => removePromo(list, code)), []);

  const cartKey = cart.map((item) => `${item.id}:${item.count}`).join(',');
  const appliedCode = applied?.code ?? null;
  const checkedKey = useRef(cartKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a changed cart asks for a new calculation
  useEffect(() => {
    if (checkedKey.current === cartKey) return;
    checkedKey.current = cartKey;
    if (appliedCode && cart.length > 0) void apply(appliedCode);
  }, [cartKey]);

  return { promos, applied, apply, remove };
}
