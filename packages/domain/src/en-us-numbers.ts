import { numberFormat } from './intl-formats';

/**
 * Numbers written as `Intl.NumberFormat('en-US', …)` writes them, without making an Intl formatter: a page's
 * first one costs 30 to 100 ms of a browser's main thread (its locale data is loaded then), and most pages need
 * no more of en-US than digits, a full stop and commas. `en-us-numbers.test.ts` checks every result against Intl.
 */
export interface DecimalOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  useGrouping?: boolean;
}

const DIGITS_ONLY = /^\d+(\.\d+)?$/;

/** Adds one to a string of decimal digits: "199" -> "200", "99" -> "100". */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0; index -= 1) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1);
      return out.join('');
    }
    out[index] = '0';
  }
  return `1${out.join('')}`;
}

const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * A finite number in en-US with Intl's defaults (0 to 3 fraction digits, thousands grouped, halves rounded away
 * from zero, "-0" for a negative that rounds to zero). Intl rounds the shortest decimal that reads back as the
 * number, which is what `String(number)` writes; a number that it writes with an exponent goes to Intl itself.
 */
export function decimalText(value: number, options: DecimalOptions = {}): string {
  const { minimumFractionDigits = 0, useGrouping = true } = options;
  const maximumFractionDigits = options.maximumFractionDigits ?? Math.max(minimumFractionDigits, 3);
  const shortest = String(Math.abs(value));
  if (!DIGITS_ONLY.test(shortest)) return numberFormat(options).format(value);
  const [whole = '0', fraction = ''] = shortest.split('.');
  let digits = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if (Number(fraction[maximumFractionDigits] ?? '0') >= 5) digits = incremented(digits);
  const cut = digits.length - maximumFractionDigits;
  const roundedWhole = digits.slice(0, cut).replace(/^0+(?=\d)/, '') || '0';
  let roundedFraction = digits.slice(cut);
  while (roundedFraction.length > minimumFractionDigits && roundedFraction.endsWith('0')) {
    roundedFraction = roundedFraction.slice(0, -1);
  }
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const wholeText = useGrouping ? grouped(roundedWhole) : roundedWhole;
  return `${sign}${wholeText}${roundedFraction ? `.${roundedFraction}` : ''}`;
}

/** US dollars as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` writes them: "-$1,234.50". */
export function dollarText(value: number): string {
  const text = decimalText(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}
