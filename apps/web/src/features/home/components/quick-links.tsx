import { profileMenuItems } from '@fathom/domain/navigation';
import type { UserView } from '@fathom/domain/user';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';

export function QuickLinks({ user }: { user: UserView }) {
  const { t } = useLingui();
  const visible = new Set(profileMenuItems(user, usePageLanguage()).map((item) => item.key));
  const links = [
    { href: '/kit-registrations', label: msg`Your kits`, show: true },
    { href: '/orders/history', label: msg`Order history`, show: visible.has('orders') },
    { href: '/partner', label: msg`Add spouse / partner`, show: visible.has('partner') },
    { href: '/find-urologist', label: msg`Find a urologist`, show: visible.has('urologist') },
    { href: '/lifestyle', label: msg`Take the Lifestyle Survey`, show: visible.has('lifestyle') },
  ].filter((link) => link.show);

  return (
    <nav aria-labelledby="quick-links-title">
      <h2 id="quick-links-title" className="text-lg font-semibold">
        <Trans>Quick links</Trans>
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="text-link">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
