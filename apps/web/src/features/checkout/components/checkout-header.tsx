import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { BrandMark } from '../../../components/brand-mark';
import { useSession } from '../../../lib/session-store';

/** The checkout's own frame: the brand, a way back, and what keeps the payment safe. */
export function CheckoutHeader() {
  const { t } = useLingui();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-8">
        <Link
          href={isLoggedIn ? '/home' : '/login'}
          aria-label={isLoggedIn ? t`Back to your account` : t`Sign in`}
        >
          <BrandMark />
        </Link>
        <p className="text-sm text-ink-soft">
          <Trans>Secure checkout · your card details never reach our servers</Trans>
        </p>
      </div>
    </header>
  );
}
