/**
 * The phoneNumber rule, apart from the generic rules because its numbering metadata is large:
 * only forms that ask for a phone number load it.
 */
import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js/min';
import { DEFAULT_PHONE_COUNTRY } from '../constants';
import { createRule, type Rule, valueAsText } from './rules';

/** A phone number valid for the country code (default us). */
export function phoneNumber(country: string = DEFAULT_PHONE_COUNTRY): Rule {
  return createRule((value) => {
    try {
      return isValidPhoneNumber(valueAsText(value), country.toUpperCase() as CountryCode);
    } catch {
      return false;
    }
  }, 'phoneNumber');
}
