/**
 * What the home page's storage card says: the truth of the customer's stored samples in one state, so that
 * nothing reads "kept safe" while a destruction date is set, and nothing offers storage the customer has.
 */
import { isVialInStorage, type StoredVial } from './cryogenic';
import { decimalText } from './en-us-numbers';
import type { Language } from './languages';
import { countOf } from './plural';

/** Withdrawals that still hold vials for their recipient. */
const OPEN_WITHDRAWAL_STATUSES: readonly string[] = [
  'awaiting_partner_consent',
  'awaiting_quote',
  'requested',
];

/** How many held vials withdrawals not shipped yet have set aside: the home card and /cryogenic both say it. */
export function vialsSetAside(withdrawals: readonly { status: string; vialCount: number }[]): number {
  return withdrawals
    .filter((withdrawal) => OPEN_WITHDRAWAL_STATUSES.includes(withdrawal.status))
    .reduce((total, withdrawal) => total + withdrawal.vialCount, 0);
}

const SET_ASIDE: Readonly<Record<Language, (count: number) => string>> = {
  en: (count) =>
    `${countOf(count, 'vial')} of them ${count === 1 ? 'is' : 'are'} set aside for a withdrawal.`,
  es: (count) =>
    count === 1
      ? '1 de ellos está reservado para un retiro.'
      : `${decimalText(count)} de ellos están reservados para un retiro.`,
};

/** "2 vials of them are set aside for a withdrawal.", or nothing when none is. */
export function vialsSetAsideSentence(count: number, language: Language): string {
  return count > 0 ? SET_ASIDE[language](count) : '';
}

export interface StorageFacts {
  samples: readonly {
    /** When the vials are destroyed unless storage is bought (YYYY-MM-DD); null with a storage plan. */
    destructionDate: string | null;
    vials: readonly StoredVial[];
    withdrawals: readonly { status: string; vialCount: number }[];
  }[];
  /** A storage renewal was declined. */
  paymentPastDue: boolean;
  /** The latest result found no sperm: there is nothing to freeze, so storage is not offered. */
  azoospermic: boolean;
}

export type StorageSummary =
  /** No storage bought, no sample frozen. */
  | { state: 'none'; offerStorage: boolean }
  /** A storage plan is bought and no sample has been frozen yet. */
  | { state: 'awaiting_sample' }
  /** Vials are held without a plan: they are destroyed on the date unless storage is bought. */
  | { state: 'destruction_scheduled'; destructionDate: string; vialCount: number }
  /** Vials are held, and the renewal that keeps them was declined. */
  | { state: 'payment_past_due'; vialCount: number }
  /** Vials are held under a plan; some may be set aside for a withdrawal. */
  | { state: 'stored'; vialCount: number; vialsInWithdrawal: number }
  | { state: 'all_withdrawn'; offerStorage: boolean }
  | { state: 'all_destroyed'; offerStorage: boolean }
  /** Every vial has left storage, some withdrawn and some destroyed. */
  | { state: 'none_left'; offerStorage: boolean };

export type StorageState = StorageSummary['state'];

export function storageSummary(facts: StorageFacts): StorageSummary {
  const offerStorage = !facts.azoospermic;
  if (facts.samples.length === 0) return { state: 'none', offerStorage };
  const held = (sample: StorageFacts['samples'][number]) => sample.vials.filter(isVialInStorage).length;
  const vialCount = facts.samples.reduce((total, sample) => total + held(sample), 0);

  const unprotected = facts.samples
    .filter((sample) => sample.destructionDate !== null && held(sample) > 0)
    .sort((a, b) => ((a.destructionDate ?? '') < (b.destructionDate ?? '') ? -1 : 1));
  const first = unprotected[0];
  if (first?.destructionDate) {
    return {
      state: 'destruction_scheduled',
      destructionDate: first.destructionDate,
      vialCount: unprotected.reduce((total, sample) => total + held(sample), 0),
    };
  }
  if (vialCount > 0) {
    if (facts.paymentPastDue) return { state: 'payment_past_due', vialCount };
    const vialsInWithdrawal = vialsSetAside(facts.samples.flatMap((sample) => sample.withdrawals));
    return { state: 'stored', vialCount, vialsInWithdrawal };
  }

  const vials = facts.samples.flatMap((sample) => sample.vials);
  if (vials.length === 0) return { state: 'awaiting_sample' };
  if (vials.every((vial) => vial.withdrawn)) return { state: 'all_withdrawn', offerStorage };
  if (vials.every((vial) => vial.status === 'destroyed' && !vial.withdrawn)) {
    return { state: 'all_destroyed', offerStorage };
  }
  return { state: 'none_left', offerStorage };
}
