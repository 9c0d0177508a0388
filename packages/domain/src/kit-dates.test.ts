import { describe, expect, it } from 'vitest';
import {
  DELIVERY_DATE_MESSAGES,
  deliveryDateRefusal,
  disabledDeliveryDates,
  earliestDeliveryDate,
  federalHolidays,
  isCollectionDay,
  isSelectableDeliveryDate,
  isWorkingDay,
  latestDeliveryDate,
  nextCollectionDay,
} from './kit-dates';

describe('federal holidays', () => {
  it('lists the observed holidays of 2026', () => {
    expect(federalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // 4 July is a Saturday
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('observes a Sunday holiday on the Monday after', () => {
    expect(federalHolidays(2027)).toContain('2027-07-05');
    expect(federalHolidays(2027)).toContain('2027-12-24'); // Christmas on a Saturday
    expect(federalHolidays(2022)).toContain('2021-12-31'); // New Year's Day 2022 on a Saturday
  });

  it('treats 31 December as a holiday when New Year’s Day falls on a Saturday', () => {
    expect(isWorkingDay('2021-12-31')).toBe(false);
  });
});

describe('preferred delivery dates', () => {
  // Monday 23 November 2026; Thursday 26 is Thanksgiving.
  const today = '2026-11-23';

  it('starts two working days after today, skipping a holiday', () => {
    expect(earliestDeliveryDate(today)).toBe('2026-11-25');
    expect(earliestDeliveryDate('2026-11-24')).toBe('2026-11-27');
    expect(earliestDeliveryDate('2026-11-27')).toBe('2026-12-01');
  });

  it('disables today, the next day, weekends and holidays within 30 days', () => {
    const disabled = disabledDeliveryDates(today);
    expect(disabled.slice(0, 6)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-26',
      '2026-11-28',
      '2026-11-29',
      '2026-12-05',
    ]);
    expect(disabledDeliveryDates('2026-12-10')).toContain('2026-12-25');
    expect(disabled.at(-1)).toBe('2026-12-20');
    expect(disabled).not.toContain('2026-11-25');
  });

  it('accepts only working days in the window', () => {
    expect(isSelectableDeliveryDate('2026-11-25', today)).toBe(true);
    expect(isSelectableDeliveryDate('2026-11-24', today)).toBe(false);
    expect(isSelectableDeliveryDate('2026-11-26', today)).toBe(false);
    expect(isSelectableDeliveryDate('2026-11-28', today)).toBe(false);
    expect(isSelectableDeliveryDate(latestDeliveryDate(today), today)).toBe(true); // 23 December
    expect(isSelectableDeliveryDate('2026-12-24', today)).toBe(false); // beyond 30 days
    expect(isSelectableDeliveryDate('2026-12-22', today)).toBe(true);
    expect(isSelectableDeliveryDate('2026-02-30', today)).toBe(false);
  });
});

describe('collection days', () => {
  it('are Monday to Thursday, never Friday to Sunday', () => {
    expect(isCollectionDay('2026-11-30')).toBe(true); // Monday
    expect(isCollectionDay('2026-12-03')).toBe(true); // Thursday
    expect(isCollectionDay('2026-12-04')).toBe(false); // Friday
    expect(isCollectionDay('2026-12-05')).toBe(false);
    expect(isCollectionDay('2026-12-06')).toBe(false);
  });

  it('are not the day before a holiday, when the sample would reach a closed lab', () => {
    expect(isCollectionDay('2026-11-25')).toBe(false); // Thanksgiving is next
    expect(isCollectionDay('2026-11-26')).toBe(false);
    expect(nextCollectionDay('2026-11-25')).toBe('2026-11-30');
    expect(nextCollectionDay('2026-11-30')).toBe('2026-11-30');
  });
});

describe('deliveryDateRefusal', () => {
  // Monday 2026-11-23; the earliest delivery is Wednesday 25 (Thanksgiving is Thursday 26).
  const today = '2026-11-23';

  it('accepts a working day of the window', () => {
    expect(deliveryDateRefusal('2026-11-25', today, 'en')).toBeNull();
    expect(deliveryDateRefusal('2026-12-23', today, 'en')).toBeNull();
  });

  it('refuses a Saturday and a Sunday, saying why', () => {
    expect(deliveryDateRefusal('2026-11-28', today, 'en')).toBe(DELIVERY_DATE_MESSAGES.en.weekend);
    expect(deliveryDateRefusal('2026-11-29', today, 'en')).toBe(DELIVERY_DATE_MESSAGES.en.weekend);
    expect(DELIVERY_DATE_MESSAGES.en.weekend).toBe(
      'Kits are not delivered at weekends. Choose a weekday from the calendar.',
    );
  });

  it('refuses a federal holiday', () => {
    expect(deliveryDateRefusal('2026-11-26', today, 'en')).toBe(DELIVERY_DATE_MESSAGES.en.holiday);
    expect(deliveryDateRefusal('2026-12-25', today, 'en')).toBe(DELIVERY_DATE_MESSAGES.en.holiday);
  });

  it('refuses a day before the earliest delivery, naming the earliest', () => {
    expect(deliveryDateRefusal('2026-11-24', today, 'en')).toBe(
      'A kit ordered today arrives on Wednesday, Nov 25, 2026 at the earliest. Choose that day or a later one.',
    );
  });

  it('refuses a day after the 30-day window and a value that is no date', () => {
    expect(deliveryDateRefusal('2026-12-24', today, 'en')).toBe(DELIVERY_DATE_MESSAGES.en.tooLate);
    expect(deliveryDateRefusal('2026-02-30', today, 'en')).toBe(DELIVERY_DATE_MESSAGES.en.notADate);
    expect(deliveryDateRefusal('next week', today, 'en')).toBe(DELIVERY_DATE_MESSAGES.en.notADate);
  });

  it('agrees with isSelectableDeliveryDate on every day around the window', () => {
    for (let offset = -3; offset <= 35; offset += 1) {
      const date = new Date(Date.UTC(2026, 10, 23 + offset)).toISOString().slice(0, 10);
      expect(deliveryDateRefusal(date, today, 'en') === null, date).toBe(
        isSelectableDeliveryDate(date, today),
      );
    }
  });
});

describe('delivery dates refused in Spanish', () => {
  it('names the earliest day, with its weekday, in Spanish', () => {
    expect(deliveryDateRefusal('2026-11-24', '2026-11-23', 'es')).toBe(
      'Un kit pedido hoy llega, como muy pronto, el miércoles, 25 nov 2026. Elija ese día o uno posterior.',
    );
    expect(deliveryDateRefusal('2026-11-28', '2026-11-23', 'es')).toBe(DELIVERY_DATE_MESSAGES.es.weekend);
    expect(DELIVERY_DATE_MESSAGES.es.tooLate).toBe(
      'Elija una fecha de entrega dentro de los próximos 30 días.',
    );
  });
});
