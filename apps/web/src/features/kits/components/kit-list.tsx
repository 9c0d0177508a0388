import { kitRegistrationPath, REGISTER_KIT_LABEL } from '@fathom/domain/kit-progress';
import { itemKind, kitPagePath, orderDetailsPath } from '@fathom/domain/kits';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/button';
import { formatDay } from '../../../lib/format';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { getItems, type Item } from '../api/items';
import { itemTitle } from '../item-title';
import { kitProgressOf } from '../kit-progress-of';
import { KitTracker } from './kit-tracker';

const isKit = (item: Item) => item.attributes.is_analysis || item.attributes.is_sti;

/** Where the customer goes next with a kit: complete its details, register it, or read its results. */
function KitActions({ item, compact = false }: { item: Item; compact?: boolean }) {
  const { t } = useLingui();
  const kit = item.attributes.kit;
  const language = usePageLanguage();
  const progress = kitProgressOf(item, language);
  const result = item.relationships.resultDocuments[0];
  const links: { href: string; label: string }[] = [];
  if (kit && !kit.order_details_completed && kit.can_change_address)
    links.push({ href: orderDetailsPath(item.attributes), label: t`Complete your order details` });
  else
    links.push({
      href: kitPagePath(item.attributes, progress.phase === 'results_ready'),
      label: t`Kit details`,
    });
  if (progress.canRegister)
    links.push({ href: kitRegistrationPath(item.id, progress.phase), label: REGISTER_KIT_LABEL[language] });
  if (item.attributes.is_analysis && result)
    links.push({ href: `/analysis?id=${encodeURIComponent(result.id)}`, label: t`Read your results` });
  return (
    <ul className={`${compact ? '' : 'mt-3 '}flex flex-wrap gap-x-6 gap-y-1`}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className="text-link">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A finished kit in one line: its name, when its results came, and where to read them; no tracker. */
function FinishedKit({ item }: { item: Item }) {
  const language = usePageLanguage();
  // The tracker's own date for its last stage, so the line and the tracker it replaces say the same day.
  const readyAt =
    item.attributes.kit?.stages_reached.find((entry) => entry.stage === 6)?.reached_at ??
    item.relationships.resultDocuments[0]?.attributes.ready_at ??
    null;
  const readyDay = readyAt ? formatDay(readyAt) : null;
  return (
    <li className="card px-5 py-3" data-testid={`kit-${item.id}`} data-finished="true">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h3 className="font-semibold">
          {itemTitle(item, language)}
          <span className="font-normal text-ink-faint">
            {' '}
            · {readyDay ? <Trans>Results ready {readyDay}</Trans> : <Trans>Results ready</Trans>}
          </span>
        </h3>
        <KitActions item={item} compact />
      </div>
    </li>
  );
}

/** Where the kit is, in a sentence; cancelled and "check your email" are already the tracker's notices. */
function KitSummary({ item }: { item: Item }) {
  const progress = kitProgressOf(item, usePageLanguage());
  if (progress.phase === 'cancelled' || progress.phase === 'check_email') return null;
  return (
    <p className="mt-3" data-testid="kit-summary">
      {progress.summary}
    </p>
  );
}

/** The customer's kits, newest first, each with its tracker; more pages are appended below. */
export function KitList() {
  const { t } = useLingui();
  const [items, setItems] = useState<Item[]>([]);
  const [page, setPage] = useState(0);
  const [lastPage, setLastPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const language = usePageLanguage();

  const loadPage = useCallback(async (next: number) => {
    setLoading(true);
    setFailed(false);
    try {
      const answer = await getItems({ displayable: 'true', related: 'resultDocuments,product', page: next });
      setItems((current) => (next === 1 ? answer.data : [...current, ...answer.data]));
      setPage(next);
      setLastPage(answer.meta.last_page);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void loadPage(1);
  }, [loadPage]);

  const kits = items.filter(isKit);
  if (page > 0 && kits.length === 0 && page >= lastPage) return null;

  return (
    <section aria-labelledby="kits-title">
      <h2 id="kits-title" className="text-lg font-semibold">
        <Trans>Your kits</Trans>
      </h2>
      {failed ? (
        <p className="mt-2">
          <Trans>Your kits could not be loaded. Reload the page to try again.</Trans>
        </p>
      ) : null}
      <ul className="mt-3 space-y-4">
        {kits.map((item) => {
          if (kitProgressOf(item, language).phase === 'results_ready')
            return <FinishedKit key={item.id} item={item} />;
          const title = itemTitle(item, language);
          const carrier = item.attributes.delivery_carrier;
          const order = item.attributes.po_number ?? '- -';
          return (
            <li key={item.id} className="card p-5" data-testid={`kit-${item.id}`}>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-ink-faint">
                {carrier ? (
                  <Trans>
                    Order {order} · Shipped with {carrier}
                  </Trans>
                ) : (
                  <Trans>Order {order}</Trans>
                )}
              </p>
              <KitTracker
                item={item}
                variant={itemKind(item.attributes) === 'sti' ? 'short' : 'full'}
                label={t`Progress of ${title}`}
              />
              <KitSummary item={item} />
              <KitActions item={item} />
            </li>
          );
        })}
      </ul>
      {page < lastPage ? (
        <Button
          variant="secondary"
          className="mt-4"
          loading={loading}
          onClick={() => void loadPage(page + 1)}
        >
          <Trans>Show more</Trans>
        </Button>
      ) : null}
    </section>
  );
}
