import {
  type DateInput,
  type FormatDateOptions,
  formatDateTime as formatDateTimeIn,
  formatDay as formatDayIn,
  formatMonth as formatMonthIn,
} from '@fathom/domain/format';
import { currentLanguage } from './i18n/language';

/**
 * The domain's date formats (@fathom/domain/format) in the language the pages are drawn in, in its one style
 * ("Dec 4, 2026", "4 dic 2026"). The app draws its whole tree again when the language changes (app.tsx), so a
 * date drawn with these follows it. Money and numbers read alike in both languages: the domain's are used as
 * they are.
 */
const inPageLanguage = <T extends FormatDateOptions>(options: T): T => ({
  language: currentLanguage(),
  ...options,
});

export const formatDay = (value: DateInput, options: FormatDateOptions & { weekday?: boolean } = {}) =>
  formatDayIn(value, inPageLanguage(options));

export const formatDateTime = (value: DateInput, options: FormatDateOptions = {}) =>
  formatDateTimeIn(value, inPageLanguage(options));

export const formatMonth = (value: DateInput) => formatMonthIn(value, inPageLanguage({}));
