import { CheckoutSummary } from '../components/checkout-summary';

export default function CheckoutPage() {
  return <CheckoutSummary title="Checkout" lead="Review what you are ordering from Fathom." />;
}
