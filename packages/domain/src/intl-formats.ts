import { LOCALE } from './constants';

/**
 * Intl formatters made once per set of options and reused: making one costs far more than formatting with
 * it, and a page of dates or amounts formats hundreds of values while it renders. A formatter with an unknown
 * time zone throws RangeError when made, as `new Intl.DateTimeFormat` does, and is never kept.
 */
function reused<Options, Format>(make: (options: Options) => Format): (options: Options) => Format {
  const made = new Map<string, Format>();
  return (options) => {
    const key = JSON.stringify(options);
    let format = made.get(key);
    if (!format) {
      format = make(options);
      made.set(key, format);
    }
    return format;
  };
}

const dateTimeFormatFor = reused(
  ({ locale, ...options }: Intl.DateTimeFormatOptions & { locale: string }) =>
    new Intl.DateTimeFormat(locale, options),
);

/** A date formatter in en-US, or in the locale given (a language's, LANGUAGE_LOCALES). */
export function dateTimeFormat(
  options: Intl.DateTimeFormatOptions,
  locale: string = LOCALE,
): Intl.DateTimeFormat {
  return dateTimeFormatFor({ locale, ...options });
}

const numberFormatFor = reused((options: Intl.NumberFormatOptions) => new Intl.NumberFormat(LOCALE, options));

export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return numberFormatFor(options);
}
