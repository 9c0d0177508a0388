import { decimalText } from './en-us-numbers';

/** A count with its noun in the right number, in en-US: countOf(1, 'vial') is "1 vial", countOf(2, 'vial') "2 vials". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${decimalText(count)} ${count === 1 ? singular : plural}`;
}

/** The noun alone in the right number for a count: nounFor(1, 'vial') is "vial". */
export function nounFor(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}
