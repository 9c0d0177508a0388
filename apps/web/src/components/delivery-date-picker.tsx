import { addDays } from '@fathom/domain/calendar-date';
import { formatDay } from '@fathom/domain/format';
import { useId } from 'react';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The weeks (Sunday first) from the week of `from` to the week of `to`, each a list of seven dates. */
function weeksBetween(from: string, to: string): string[][] {
  const start = addDays(from, -new Date(`${from}T00:00:00Z`).getUTCDay());
  const weeks: string[][] = [];
  for (let day = start; day <= to; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(day, index)));
  }
  return weeks;
}

/**
 * A calendar of the dates a kit can arrive on: days before today and after the window are not shown, and the
 * dates the courier cannot deliver are disabled.
 */
export function DeliveryDatePicker({
  today,
  latest,
  disabled,
  value,
  error,
  onChange,
}: {
  today: string;
  latest: string;
  disabled: readonly string[];
  value: string;
  error?: string | null;
  onChange: (date: string) => void;
}) {
  const labelId = useId();
  const errorId = useId();
  const unavailable = new Set(disabled);
  return (
    <fieldset aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <legend id={labelId} className="font-medium">
        Preferred delivery date
      </legend>
      <p className="text-sm text-ink-faint">
        {value
          ? `Chosen: ${formatDay(value, { weekday: true })}`
          : 'Choose a working day: couriers do not deliver at weekends or on holidays.'}
      </p>
      <table className="mt-2 w-full max-w-md table-fixed text-center text-sm" data-testid="delivery-calendar">
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" className="py-1 font-normal text-ink-faint">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksBetween(today, latest).map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const inWindow = date >= today && date <= latest;
                if (!inWindow) return <td key={date} />;
                const isDisabled = unavailable.has(date);
                const chosen = value === date;
                return (
                  <td key={date} className="p-0.5">
                    <button
                      type="button"
                      disabled={isDisabled}
                      aria-pressed={chosen}
                      aria-label={formatDay(date, { weekday: true })}
                      onClick={() => onChange(date)}
                      className={`w-full rounded-md py-1.5 ${
                        chosen
                          ? 'bg-[var(--color-brand-600)] font-semibold text-white'
                          : isDisabled
                            ? 'cursor-not-allowed text-ink-faint line-through'
                            : 'border border-line hover:bg-[var(--color-brand-50)]'
                      }`}
                    >
                      {Number(date.slice(8, 10))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-[var(--color-error-700)]" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
