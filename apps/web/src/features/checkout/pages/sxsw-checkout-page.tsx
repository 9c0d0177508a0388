import { CheckoutSummary } from '../components/checkout-summary';

export default function SxswCheckoutPage() {
  return <CheckoutSummary title="SXSW checkout" lead="Your event order and the products in it." />;
}
