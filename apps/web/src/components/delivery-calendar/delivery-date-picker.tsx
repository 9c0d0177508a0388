import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { formatDay, formatMonth } from '../../lib/format';
import { calendarMonths, calendarMove } from './calendar-grid';

/** The days of the week, Sunday first: the short name heads a column, the full one is its abbreviation's meaning. */
const WEEKDAYS = [
  [msg({ message: 'Sun', comment: 'Sunday, short' }), msg`Sunday`],
  [msg({ message: 'Mon', comment: 'Monday, short' }), msg`Monday`],
  [msg({ message: 'Tue', comment: 'Tuesday, short' }), msg`Tuesday`],
  [msg({ message: 'Wed', comment: 'Wednesday, short' }), msg`Wednesday`],
  [msg({ message: 'Thu', comment: 'Thursday, short' }), msg`Thursday`],
  [msg({ message: 'Fri', comment: 'Friday, short' }), msg`Friday`],
  [msg({ message: 'Sat', comment: 'Saturday, short' }), msg`Saturday`],
] as const;

/**
 * A calendar of the dates a kit can arrive on, a month to a grid under its name: days before today and after the
 * window are not shown, and the dates the courier cannot deliver are disabled. It is one Tab stop (the chosen day,
 * or the first that can be chosen); the arrow keys, Home, End, Page Up and Page Down move between days.
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
  const { t } = useLingui();
  const labelId = useId();
  const errorId = useId();
  const monthId = useId();
  const unavailable = new Set(disabled);
  const selectable = (date: string) => date >= today && date <= latest && !unavailable.has(date);
  const window = { first: today, last: latest };
  const firstSelectable = selectable(today) ? today : calendarMove(today, 'ArrowRight', selectable, window);
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const active =
    focusDate && selectable(focusDate) ? focusDate : value && selectable(value) ? value : firstSelectable;
  const chosenDay = value ? formatDay(value, { weekday: true }) : null;
  const calendar = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current || !active) return;
    moved.current = false;
    calendar.current?.querySelector<HTMLButtonElement>(`button[data-date="${active}"]`)?.focus();
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active) return;
    const target = calendarMove(active, event.key, selectable, window);
    if (
      !['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'].includes(
        event.key,
      )
    )
      return;
    // The page does not scroll under the calendar while the keys move between its days.
    event.preventDefault();
    if (!target) return;
    moved.current = true;
    setFocusDate(target);
  };

  return (
    <fieldset aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <legend id={labelId} className="font-medium">
        <Trans>Preferred delivery date</Trans>
      </legend>
      <p className="text-sm text-ink-faint">
        {chosenDay
          ? t`Chosen: ${chosenDay}`
          : t`Choose a working day: couriers do not deliver at weekends or on holidays.`}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys of the grids' day buttons bubble here */}
      <div
        ref={calendar}
        className="mt-2 grid max-w-md gap-4"
        data-testid="delivery-calendar"
        onKeyDown={onKeyDown}
      >
        {calendarMonths(today, latest).map((month, index) => (
          <table
            key={month.firstDay}
            // A month is a date grid (WAI-ARIA's pattern), whose arrow keys the calendar handles.
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table of days is the grid pattern's own markup
            role="grid"
            aria-labelledby={`${monthId}-${index}`}
            className="w-full table-fixed text-center text-sm"
          >
            <caption id={`${monthId}-${index}`} className="pb-1 text-left font-semibold text-brand-900">
              {formatMonth(month.firstDay)}
            </caption>
            <thead>
              <tr>
                {WEEKDAYS.map(([short, full]) => (
                  <th key={short.id} scope="col" abbr={t(full)} className="py-1 font-normal text-ink-faint">
                    {t(short)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {month.weeks.map((week) => (
                <tr key={week.find((day) => day !== null)}>
                  {week.map((date, column) => {
                    if (!date || date < today || date > latest) return <td key={date ?? `empty-${column}`} />;
                    const isDisabled = unavailable.has(date);
                    const chosen = value === date;
                    return (
                      <td key={date} className="p-0.5">
                        <button
                          type="button"
                          data-date={date}
                          disabled={isDisabled}
                          tabIndex={date === active ? 0 : -1}
                          aria-pressed={chosen}
                          aria-label={formatDay(date, { weekday: true })}
                          onClick={() => {
                            setFocusDate(date);
                            onChange(date);
                          }}
                          className={`min-h-11 w-full rounded-md py-1.5 ${
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
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-[var(--color-error-700)]" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
