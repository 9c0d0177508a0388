import { Trans, useLingui } from '@lingui/react/macro';

/** The message a clinician released a reviewed result with: what it means for the customer and what happens next. */
export function CareMessage({ text }: { text: string | null | undefined }) {
  const { t } = useLingui();
  if (!text) return null;
  return (
    <section
      className="mt-3 rounded-lg border-l-4 border-l-[var(--color-info-600)] bg-[var(--color-info-50)] p-3"
      aria-label={t`From your clinician`}
      data-testid="care-message"
    >
      <p className="font-semibold">
        <Trans>From your clinician</Trans>
      </p>
      <p className="mt-1 whitespace-pre-line">{text}</p>
    </section>
  );
}
