import type { AttentionItemResource } from '@fathom/contract/account-summary';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/button';
import { appConfig } from '../../../lib/config';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { attentionCopy } from '../attention-copy';

/** Each item's own key: what it is about. */
function keyOf(item: AttentionItemResource): string {
  if ('item_id' in item) return `${item.kind}-${item.item_id}`;
  if ('withdrawal_id' in item) return `${item.kind}-${item.withdrawal_id}`;
  if ('subscription_id' in item) return `${item.kind}-${item.subscription_id}`;
  if ('result_id' in item) return `${item.kind}-${item.result_id}`;
  return item.kind;
}

/** What needs the customer now, most pressing first: each dated, each with one thing to do. */
export function AttentionList({ items, today }: { items: readonly AttentionItemResource[]; today: string }) {
  // Read from Lingui's context, so that the list is drawn again in the language the page changes to.
  usePageLanguage();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="attention-title" data-testid="needs-attention">
      <h2 id="attention-title" className="text-lg font-semibold">
        <Trans>Needs your attention</Trans>
      </h2>
      <ul className="mt-3 space-y-3">
        {items.map((item) => {
          const copy = attentionCopy(item, today, appConfig.marketingUrl);
          return (
            <li
              key={keyOf(item)}
              className="card border-l-4 border-l-[var(--color-warning-600)] p-5"
              data-testid={`attention-${item.kind}`}
            >
              <h3 className="font-semibold">{copy.title}</h3>
              <p className="mt-1 text-sm font-semibold text-ink-soft">
                <time dateTime={item.date}>{copy.when}</time>
              </p>
              <p className="mt-2">{copy.body}</p>
              <p className="mt-3">
                {copy.action.external ? (
                  <a href={copy.action.href} className={buttonClassName('primary')}>
                    {copy.action.label}
                  </a>
                ) : (
                  <Link href={copy.action.href} className={buttonClassName('primary')}>
                    {copy.action.label}
                  </Link>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
