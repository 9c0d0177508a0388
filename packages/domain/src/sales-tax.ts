/**
 * Sales tax of an order shipped in the United States. Tests, storage, consultations and shipping are
 * services that are not taxed; supplements are goods, taxed at the state's base rate (local surcharges
 * are not collected). Rates are in basis points: 725 is 7.25%.
 */
export const STATE_SALES_TAX_BASIS_POINTS: Readonly<Record<string, number>> = {
  AL: 400,
  AK: 0,
  AZ: 560,
  AR: 650,
  CA: 725,
  CO: 290,
  CT: 635,
  DE: 0,
  DC: 600,
  FL: 600,
  GA: 400,
  HI: 400,
  ID: 600,
  IL: 625,
  IN: 700,
  IA: 600,
  KS: 650,
  KY: 600,
  LA: 445,
  ME: 550,
  MD: 600,
  MA: 625,
  MI: 600,
  MN: 688,
  MS: 700,
  MO: 423,
  MT: 0,
  NE: 550,
  NV: 685,
  NH: 0,
  NJ: 663,
  NM: 488,
  NY: 400,
  NC: 475,
  ND: 500,
  OH: 575,
  OK: 450,
  OR: 0,
  PA: 600,
  RI: 700,
  SC: 600,
  SD: 420,
  TN: 700,
  TX: 625,
  UT: 610,
  VT: 600,
  VA: 530,
  WA: 650,
  WV: 600,
  WI: 500,
  WY: 400,
};

export const TAXABLE_PRODUCT_TYPES: readonly string[] = ['supplement'];

export interface TaxableLine {
  productType: string | null | undefined;
  /** What the customer pays for the line after its discount, in cents. */
  netCents: number;
}

export interface TaxAddress {
  country?: string | null;
  state?: string | null;
}

/** The state's rate in basis points; 0 outside the United States or for a state we do not know. */
export function salesTaxRate(address: TaxAddress | null | undefined): number {
  if (!address || (address.country ?? 'US').toUpperCase() !== 'US') return 0;
  return STATE_SALES_TAX_BASIS_POINTS[(address.state ?? '').trim().toUpperCase()] ?? 0;
}

/** Tax on the taxable lines together, rounded half up to the cent once for the order. */
export function salesTaxCents(lines: readonly TaxableLine[], address: TaxAddress | null | undefined): number {
  const rate = salesTaxRate(address);
  if (rate === 0) return 0;
  const taxable = lines
    .filter((line) => line.productType && TAXABLE_PRODUCT_TYPES.includes(line.productType))
    .reduce((sum, line) => sum + Math.max(0, line.netCents), 0);
  return Math.floor((taxable * rate + 5_000) / 10_000);
}
