/** Insurance coverage at checkout (specification sections 3, 4 and 7). */

export interface InsuranceProviderState {
  provider_name: string;
  state: string;
}

export interface InsuranceProvider {
  provider_name: string;
  states: string[];
}

/** One entry per provider name, its states joined without repeats, both in alphabetical order. */
export function mergeInsuranceProviders(rows: readonly InsuranceProviderState[]): InsuranceProvider[] {
  const byName = new Map<string, Set<string>>();
  for (const row of rows) {
    const name = row.provider_name.trim();
    if (!name) continue;
    const states = byName.get(name) ?? new Set<string>();
    states.add(row.state.trim().toUpperCase());
    byName.set(name, states);
  }
  return [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([provider_name, states]) => ({ provider_name, states: [...states].sort() }));
}

export const INSURANCE_NOT_COVERED = 'Your insurance does not cover this order.';
export const INSURANCE_ALREADY_USED = 'This insurance check was already used for an order.';

/** Only insuranceable products are covered; a cart with anything else cannot be an insurance order. */
export function uncoveredProducts<T extends { insuranceable: boolean }>(products: readonly T[]): T[] {
  return products.filter((product) => !product.insuranceable);
}

export function notCoveredMessage(titles: readonly string[]): string {
  return `${titles.join(', ')} ${titles.length === 1 ? 'is' : 'are'} not covered by insurance. Remove ${titles.length === 1 ? 'it' : 'them'} to continue.`;
}
