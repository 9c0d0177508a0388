import { parseExpiry } from './card-format';

/**
 * The sandbox card form's tokeniser. It runs in the browser so that the card number never leaves it:
 * only the token reaches Fathom's server, as with a real card provider's hosted fields.
 */
const SANDBOX_TOKENS: Readonly<Record<string, string>> = {
  '4242424242424242': 'pm_sandbox_visa',
  '4000000000000002': 'pm_sandbox_declined',
  '4000000000009995': 'pm_sandbox_insufficient_funds',
  // The bank asks the customer to confirm the payment (3-D Secure), as Stripe's test card 4000 0025 0000 3155 does.
  '4000002500003155': 'pm_sandbox_authentication_required',
};
const DECLINED_TOKEN = 'pm_sandbox_declined';

export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isCardNumberWellFormed(number: string): boolean {
  const digits = cardDigits(number);
  return /^\d{13,19}$/.test(digits) && passesLuhn(digits);
}

/** MM/YY or MM/YYYY, this month or later. */
export function isExpiryValid(expiry: string, now: Date = new Date()): boolean {
  const parsed = parseExpiry(expiry);
  if (!parsed) return false;
  const { month, year } = parsed;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export function isCvcValid(cvc: string): boolean {
  return /^\d{3,4}$/.test(cvc.trim());
}

export interface CardToken {
  token: string;
  last4: string;
}

export function sandboxCardToken(number: string): CardToken {
  const digits = cardDigits(number);
  return { token: SANDBOX_TOKENS[digits] ?? DECLINED_TOKEN, last4: digits.slice(-4) };
}
