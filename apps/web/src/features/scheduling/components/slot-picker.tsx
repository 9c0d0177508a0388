import { formatDate } from '@fathom/domain/format';
import { useState } from 'react';
import { Button } from '../../../components/button';

const dayOf = (instant: string) => formatDate(instant, 'EEEE, MMMM d');
const timeOf = (instant: string) => formatDate(instant, 'h:mm a');

/** The free times grouped by day (in the customer's own time zone), one to choose, then booked. */
export function SlotPicker({
  slots,
  booking,
  onBook,
}: {
  slots: readonly { starts_at: string }[];
  booking: boolean;
  onBook: (startsAt: string) => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const days = new Map<string, string[]>();
  for (const slot of slots)
    days.set(dayOf(slot.starts_at), [...(days.get(dayOf(slot.starts_at)) ?? []), slot.starts_at]);

  if (slots.length === 0)
    return <p className="mt-4">No times are free in the next two weeks. Please look again tomorrow.</p>;
  return (
    <div className="mt-4">
      <div className="max-h-96 space-y-4 overflow-y-auto pr-2" data-testid="call-slots">
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
                  {timeOf(time)}
                </button>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <Button className="mt-4" disabled={!chosen} loading={booking} onClick={() => chosen && onBook(chosen)}>
        {chosen ? `Book ${dayOf(chosen)} at ${timeOf(chosen)}` : 'Choose a time'}
      </Button>
    </div>
  );
}
