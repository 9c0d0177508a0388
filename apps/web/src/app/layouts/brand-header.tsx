import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { BrandMark } from '../../components/brand-mark';
import { useSession } from '../../lib/session-store';

/** The brand bar of the pages without the navigation: the mark, leading home (or to sign-in when signed out). */
export function BrandHeader({ width = 'max-w-3xl' }: { width?: string }) {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const { t } = useLingui();
  return (
    <header className="border-b border-line bg-surface">
      <div className={`mx-auto flex h-16 ${width} items-center px-4 sm:px-6`}>
        <Link
          href={isLoggedIn ? '/home' : '/login'}
          aria-label={isLoggedIn ? t`Go to your home page` : t`Sign in`}
          className="rounded-lg"
        >
          <BrandMark />
        </Link>
      </div>
    </header>
  );
}
