import { TRACKING_STAGE_WORDS } from '@fathom/domain/kit-stage-words';
import { type KitTrackerStep, kitTracker } from '@fathom/domain/kits';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDay } from '../../../lib/format';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import type { Item } from '../api/items';

const STATUS_WORDS: Readonly<Record<KitTrackerStep['status'], MessageDescriptor>> = {
  done: msg({ message: 'Done', comment: "A kit tracker's stage, read before its name: reached already" }),
  current: msg({ message: 'Now', comment: "A kit tracker's stage, read before its name: where the kit is" }),
  upcoming: msg({
    message: 'Next',
    context: 'kit stage',
    comment: "A kit tracker's stage, read before its name: still to come",
  }),
};

/** A tick for a step done, a filled dot for the current one, an empty ring for those to come. */
function StepIcon({ status }: { status: KitTrackerStep['status'] }) {
  const common = 'h-6 w-6 shrink-0';
  if (status === 'done') {
    return (
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        className={`${common} text-[var(--color-success-600)]`}
      >
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
    );
  }
  if (status === 'current') {
    return (
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        className={`${common} text-[var(--color-brand-600)]`}
      >
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2.4" />
        <circle cx="12" cy="12" r="5" fill="currentColor" />
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={`${common} text-ink-faint`}>
      <circle
        cx="12"
        cy="12"
        r="10"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeDasharray="3 3"
      />
    </svg>
  );
}

/**
 * Where a kit is on its way to the lab: each stage with its icon and date, and the carrier's tracking link
 * while the kit travels (what to do now is the kit's summary, beside it).
 */
export function KitTracker({
  item,
  variant,
  label,
}: {
  item: Item;
  variant: 'full' | 'short';
  label: string;
}) {
  const { t } = useLingui();
  const { tracking_stage: stage, kit, delivery_carrier: carrier } = item.attributes;
  const reached = Object.fromEntries(
    (kit?.stages_reached ?? []).map((entry) => [entry.stage, entry.reached_at]),
  );
  const tracker = kitTracker(stage, variant, reached);
  const language = usePageLanguage();
  const trackingUrl = kit?.tracking_url ?? null;
  const shipped = stage !== null && stage >= 2 && stage <= 4;
  return (
    // The steps' columns follow the room the tracker has, not the window's width: six only where each step's words
    // fit (a kit's own page is narrower than the home page's list), so a longer language's words are never cut.
    <div className="@container mt-3">
      {tracker.notice === 'Cancelled' ? (
        <p className="font-semibold text-[var(--color-error-700)]">
          <Trans>This kit was cancelled.</Trans>
        </p>
      ) : null}
      {tracker.notice === 'CheckEmail' ? (
        <p className="font-semibold">
          <Trans>We have emailed you about this kit: please check your inbox.</Trans>
        </p>
      ) : null}
      <ol
        aria-label={label}
        className="grid gap-2 @sm:grid-cols-3 @3xl:grid-cols-6"
        data-testid="kit-tracker"
      >
        {tracker.steps.map((step) => (
          <li
            key={step.stage}
            aria-current={step.status === 'current' ? 'step' : undefined}
            className={`flex items-start gap-2 rounded-lg border px-3 py-2 text-sm ${
              step.status === 'current'
                ? 'border-[var(--color-brand-600)] bg-[var(--color-brand-50)]'
                : step.status === 'done'
                  ? 'border-line'
                  : 'border-dashed border-line text-ink-faint'
            }`}
          >
            <StepIcon status={step.status} />
            <span className="min-w-0">
              <span className="sr-only">{t(STATUS_WORDS[step.status])}: </span>
              <span className={`block break-words ${step.status === 'current' ? 'font-semibold' : ''}`}>
                {TRACKING_STAGE_WORDS[language][step.name] ?? step.name}
              </span>
              {step.reachedAt ? (
                <time dateTime={step.reachedAt} className="block text-xs text-ink-soft">
                  {formatDay(step.reachedAt)}
                </time>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
      {shipped && trackingUrl && carrier ? (
        <p className="mt-2 text-sm">
          <a href={trackingUrl} target="_blank" rel="noopener noreferrer" className="text-link">
            <Trans>
              Track your kit with {carrier}
              <span className="sr-only"> (opens in a new tab)</span>
            </Trans>
          </a>
        </p>
      ) : null}
    </div>
  );
}
