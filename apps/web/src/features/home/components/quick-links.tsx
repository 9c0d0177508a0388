import { profileMenuItems } from '@fathom/domain/navigation';
import type { UserView } from '@fathom/domain/user';
import { Link } from 'wouter';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';

export function QuickLinks({ user }: { user: UserView }) {
  const visible = new Set(profileMenuItems(user, usePageLanguage()).map((item) => item.key));
  const links = [
    { href: '/kit-registrations', label: 'Your kits', show: true },
    { href: '/orders/history', label: 'Order history', show: visible.has('orders') },
    { href: '/partner', label: 'Add spouse / partner', show: visible.has('partner') },
    { href: '/find-urologist', label: 'Find a urologist', show: visible.has('urologist') },
    { href: '/lifestyle', label: 'Take the Lifestyle Survey', show: visible.has('lifestyle') },
  ].filter((link) => link.show);

  return (
    <nav aria-labelledby="quick-links-title">
      <h2 id="quick-links-title" className="text-lg font-semibold">
        Quick links
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="text-link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
