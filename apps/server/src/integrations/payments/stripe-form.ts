/** A value Stripe's form encoding can carry: scalars, and one level of named fields (`metadata[key]`). */
export type StripeFormValue = string | number | boolean | Readonly<Record<string, string | number | boolean>>;

/** Encodes parameters the way Stripe's API reads them: application/x-www-form-urlencoded with bracketed keys. */
export function stripeForm(params: Readonly<Record<string, StripeFormValue | undefined>>): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (typeof value === 'object') {
      for (const [field, inner] of Object.entries(value)) form.append(`${name}[${field}]`, String(inner));
    } else {
      form.append(name, String(value));
    }
  }
  return form.toString();
}
