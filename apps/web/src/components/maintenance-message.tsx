import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
/** The specification's maintenance message. */
export const maintenanceMessage = msg`Sorry, we are currently down for maintenance. Please check back soon.`;

/** Shown over the whole app while the service is down for maintenance; loaded only then. */
export default function MaintenanceMessage() {
  const { i18n } = useLingui();
  return (
    <div className="fixed inset-0 z-[80] flex items-center justify-center bg-[var(--color-paper)] p-6">
      <div className="card max-w-md p-8 text-center" role="alert">
        <h1 className="text-2xl font-bold">
          <Trans>We will be right back</Trans>
        </h1>
        <p className="mt-3 text-[var(--color-ink-soft)]">{i18n._(maintenanceMessage)}</p>
      </div>
    </div>
  );
}
