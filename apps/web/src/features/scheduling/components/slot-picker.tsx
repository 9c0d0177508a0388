import { callDay, callDaysNote, callMoment, callTime } from '@fathom/domain/call-times';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';

/** The free times grouped by day, in the customer's time zone and named, one to choose, then booked. */
export function SlotPicker({
  slots,
  timeZone,
  booking,
  onBook,
}: {
  slots: readonly { starts_at: string }[];
  /** An IANA name, or undefined for this device's own zone. */
  timeZone: string | undefined;
  booking: boolean;
  onBook: (startsAt: string) => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const language = usePageLanguage();
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const day = callDay(slot.starts_at, timeZone, language);
    days.set(day, [...(days.get(day) ?? []), slot.starts_at]);
  }

  if (slots.length === 0)
    return (
      <p className="mt-4">
        <Trans>No times are free in the next two weeks. Please look again tomorrow.</Trans>
      </p>
    );
  const daysNote = callDaysNote(days.size, language);
  return (
    <div className="mt-4">
      {daysNote ? (
        <p id="call-days-note" className="mb-2 text-sm text-ink-soft" data-testid="call-days-note">
          {daysNote}
        </p>
      ) : null}
      {/* Shadows at its edges show that the list runs on above or below what the box shows. */}
      <div
        className="scroll-shadows max-h-96 space-y-4 overflow-y-auto rounded-md border border-line p-3"
        data-testid="call-slots"
        aria-describedby={daysNote ? 'call-days-note' : undefined}
      >
        {[...days].map(([day, times]) => (
          <fieldset key={day}>
            <legend className="font-semibold">{day}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {times.map((time) => (
                <button
                  key={time}
                  type="button"
                  aria-pressed={chosen === time}
                  onClick={() => setChosen(time)}
                  className={`rounded-md border px-3 py-1.5 text-sm ${
                    chosen === time
                      ? 'border-[var(--color-brand-600)] bg-[var(--color-brand-600)] font-semibold text-white'
                      : 'border-line hover:bg-[var(--color-brand-50)]'
                  }`}
                >
                  {callTime(time, timeZone, language)}
                </button>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <Button
        className="mt-4 whitespace-normal text-left"
        disabled={!chosen}
        loading={booking}
        onClick={() => chosen && onBook(chosen)}
      >
        {chosen ? <Trans>Book {callMoment(chosen, timeZone, language)}</Trans> : <Trans>Choose a time</Trans>}
      </Button>
    </div>
  );
}
