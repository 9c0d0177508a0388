import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { appConfig } from '../lib/config';

/** A page's closing links: where to go next in the portal, and how to contact us. */
export function PageLinks({ href, label }: { href: string; label: string }) {
  return (
    <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
      <li>
        <Link href={href} className="text-link">
          {label}
        </Link>
      </li>
      <li>
        <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
          <Trans>Contact us</Trans>
        </a>
      </li>
    </ul>
  );
}
