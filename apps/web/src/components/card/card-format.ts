/**
 * The sandbox card form's fields, formatted as people type them on a numeric keypad (which has no "/" or
 * space): the number in groups of four, the expiry with its slash put in, the security code and ZIP code as
 * digits only.
 */

const digitsOf = (value: string) => value.replace(/\D/g, '');

const CARD_NUMBER_MAX_DIGITS = 19;

/** "4242424242424242" -> "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "1229" -> "12/29", "12/29" -> "12/29", "12 / 2029" -> "12/2029", "4" -> "04". The slash comes with the first
 * digit of the year, so that deleting it never puts it back. A year written in full stays so: parseExpiry
 * reads both.
 */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value);
  if (digits === '') return '';
  // A month that cannot have a second digit (4 to 9) is written with its leading zero.
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  const month = digits.slice(0, 2);
  const rest = digits.slice(2);
  const year = rest.startsWith('20') && rest.length > 2 ? rest.slice(0, 4) : rest.slice(0, 2);
  return year === '' ? month : `${month}/${year}`;
}

/** The month and the full year of an expiry written MM/YY or MM/YYYY (spaces allowed), or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** Three or four digits. */
export function formatSecurityCode(value: string): string {
  return digitsOf(value).slice(0, 4);
}

/** A US ZIP code: five digits, or ZIP+4 with its hyphen put in ("733011234" -> "73301-1234"). */
export function formatZipCode(value: string): string {
  const digits = digitsOf(value).slice(0, 9);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

export function isZipCodeValid(value: string): boolean {
  return /^\d{5}(-\d{4})?$/.test(value.trim());
}
