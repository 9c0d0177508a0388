/**
 * The one way a phone number is written for a person to read (ADR 049): a US number as "(512) 555-0100", the
 * style of the care team's line; any other number as it was given. Deliberately without the numbering metadata
 * of libphonenumber-js (tens of kilobytes on every page that shows a number): every number we show is either a
 * US number stored as E.164 ("+15125550100") or one a customer typed.
 */
const US_NUMBER = /^(?:\+?1)?(\d{3})(\d{3})(\d{4})$/;

export function phoneForDisplay(value: string | null | undefined): string {
  const given = (value ?? '').trim();
  const digits = given.replace(/[\s().-]/g, '');
  const match = US_NUMBER.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : given;
}
