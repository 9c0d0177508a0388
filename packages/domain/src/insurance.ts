/** Insurance coverage at checkout (specification sections 3, 4 and 7). */
import type { Language } from './languages';
import { listInWords } from './plural';

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

export const INSURANCE_NOT_COVERED: Readonly<Record<Language, string>> = {
  en: 'Your insurance does not cover this order.',
  es: 'Su seguro no cubre este pedido.',
};
export const INSURANCE_ALREADY_USED: Readonly<Record<Language, string>> = {
  en: 'This insurance check was already used for an order.',
  es: 'Esta verificación del seguro ya se usó en un pedido.',
};
export const INSURANCE_NOT_YOURS: Readonly<Record<Language, string>> = {
  en: 'This insurance check was made in another browser or account. Check your coverage here to use it.',
  es: 'Esta verificación del seguro se hizo en otro navegador o en otra cuenta. Verifique su cobertura aquí para usarla.',
};
export const INSURANCE_COVERS_ONE_KIT: Readonly<Record<Language, string>> = {
  en: 'An insurance check covers one kit: set the quantity to 1, or order the other kits separately.',
  es: 'Una verificación del seguro cubre un solo kit: cambie la cantidad a 1 o pida los otros kits por separado.',
};

/**
 * Whether an insurance order asks for more than its check covers: one kit, so one of each insuranceable
 * product (the analysis, and the DNA fragmentation analysis of the same sample).
 */
export function exceedsInsuredKit(lines: readonly { productId: string; quantity: number }[]): boolean {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return [...units.values()].some((quantity) => quantity > 1);
}

/** Only insuranceable products are covered; a cart with anything else cannot be an insurance order. */
export function uncoveredProducts<T extends { insuranceable: boolean }>(products: readonly T[]): T[] {
  return products.filter((product) => !product.insuranceable);
}

const NOT_COVERED: Readonly<Record<Language, (titles: readonly string[]) => string>> = {
  en: (titles) =>
    `${titles.join(', ')} ${titles.length === 1 ? 'is' : 'are'} not covered by insurance. Remove ${titles.length === 1 ? 'it' : 'them'} to continue.`,
  es: (titles) =>
    `El seguro no cubre ${listInWords(titles, 'es')}. ${titles.length === 1 ? 'Quítelo' : 'Quítelos'} para continuar.`,
};

export function notCoveredMessage(titles: readonly string[], language: Language): string {
  return NOT_COVERED[language](titles);
}

export interface InsuredCartLine {
  productId: string;
  title: string;
  quantity: number;
  insuranceable: boolean;
}

/**
 * Why each line of a cart paid by an insurance check is not what the check covers, or null for a covered line:
 * the reasons the server refuses such an order for, told next to the line they are about.
 */
export function insuredLineProblems(
  lines: readonly InsuredCartLine[],
  language: Language,
): (string | null)[] {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return lines.map((line) => {
    if (!line.insuranceable) return notCoveredMessage([line.title], language);
    return (units.get(line.productId) ?? 0) > 1 ? INSURANCE_COVERS_ONE_KIT[language] : null;
  });
}
