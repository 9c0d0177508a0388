import type { EmptyStateAction, EmptyStateCopy, EmptyStateLink } from '@fathom/domain/empty-states';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { Link } from 'wouter';
import { appConfig } from '../lib/config';
import { type ButtonVariant, buttonClassName } from './button';

/** The shop is the marketing site's; the storage plans are the portal's own page. */
function hrefOf(to: EmptyStateLink): { href: string; external: boolean } {
  switch (to) {
    case 'shop':
      return { href: marketingLink(appConfig.marketingUrl, MARKETING_PATHS.order), external: true };
    case 'storage_plans':
      return { href: '/buy-cryogenic', external: false };
  }
}

/** An empty state's one action (packages/domain/src/empty-states.ts), as a button-styled link. */
export function EmptyStateActionLink({
  action,
  variant = 'primary',
}: {
  action: EmptyStateAction;
  variant?: ButtonVariant;
}) {
  const { href, external } = hrefOf(action.to);
  const className = buttonClassName(variant);
  return external ? (
    <a href={href} className={className}>
      {action.label}
    </a>
  ) : (
    <Link href={href} className={className}>
      {action.label}
    </Link>
  );
}

/** An empty state in words, its title first, with its action below when it has one. */
export function EmptyStateMessage({
  empty,
  variant,
}: {
  empty: EmptyStateCopy & { kind: string };
  variant?: ButtonVariant;
}) {
  return (
    <div data-empty-state={empty.kind}>
      <p className="mt-2">
        <strong>{empty.title}.</strong> {empty.text}
      </p>
      {empty.action ? (
        <p className="mt-4">
          <EmptyStateActionLink action={empty.action} variant={variant} />
        </p>
      ) : null}
    </div>
  );
}
