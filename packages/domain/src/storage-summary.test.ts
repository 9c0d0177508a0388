import { describe, expect, it } from 'vitest';
import type { StoredVial } from './cryogenic';
import { type StorageFacts, storageSummary, vialsSetAside, vialsSetAsideSentence } from './storage-summary';

const stored: StoredVial = { status: 'permanent_storage', withdrawn: false };
const awaiting: StoredVial = { status: 'awaiting_permanent_storage', withdrawn: false };
const withdrawn: StoredVial = { status: 'permanent_storage', withdrawn: true };
const destroyed: StoredVial = { status: 'destroyed', withdrawn: false };

const facts = (samples: StorageFacts['samples'], extra: Partial<StorageFacts> = {}): StorageFacts => ({
  samples,
  paymentPastDue: false,
  azoospermic: false,
  ...extra,
});
const sample = (
  vials: StoredVial[],
  destructionDate: string | null = null,
  withdrawals: StorageFacts['samples'][number]['withdrawals'] = [],
) => ({
  vials,
  destructionDate,
  withdrawals,
});

describe('storageSummary', () => {
  it('offers storage to a customer with none, unless the latest result found no sperm', () => {
    expect(storageSummary(facts([]))).toEqual({ state: 'none', offerStorage: true });
    expect(storageSummary(facts([], { azoospermic: true }))).toEqual({ state: 'none', offerStorage: false });
  });

  it('never calls vials safe when they have a destruction date: it names the date and the vials at risk', () => {
    expect(storageSummary(facts([sample([awaiting, awaiting, awaiting, awaiting], '2027-01-09')]))).toEqual({
      state: 'destruction_scheduled',
      destructionDate: '2027-01-09',
      vialCount: 4,
    });
  });

  it('names the earliest destruction date when several samples have one', () => {
    const summary = storageSummary(
      facts([sample([stored], '2027-03-01'), sample([stored, stored], '2027-01-09'), sample([stored])]),
    );
    expect(summary).toEqual({ state: 'destruction_scheduled', destructionDate: '2027-01-09', vialCount: 3 });
  });

  it('says what is stored, and how many vials an open withdrawal has set aside', () => {
    const withdrawals = [
      { status: 'requested', vialCount: 2 },
      { status: 'shipped', vialCount: 1 },
      { status: 'cancelled', vialCount: 1 },
    ];
    expect(storageSummary(facts([sample([stored, stored, stored, stored], null, withdrawals)]))).toEqual({
      state: 'stored',
      vialCount: 4,
      vialsInWithdrawal: 2,
    });
  });

  it('tells a customer whose renewal was declined that the stored vials need the card changed', () => {
    expect(storageSummary(facts([sample([stored, stored])], { paymentPastDue: true }))).toEqual({
      state: 'payment_past_due',
      vialCount: 2,
    });
  });

  it('does not offer storage to a customer who bought a plan and has not frozen a sample yet', () => {
    expect(storageSummary(facts([sample([])]))).toEqual({ state: 'awaiting_sample' });
  });

  it('has its own states when every vial was withdrawn, destroyed, or some of each', () => {
    expect(storageSummary(facts([sample([withdrawn, withdrawn])]))).toEqual({
      state: 'all_withdrawn',
      offerStorage: true,
    });
    expect(storageSummary(facts([sample([destroyed, destroyed])], { azoospermic: true }))).toEqual({
      state: 'all_destroyed',
      offerStorage: false,
    });
    expect(storageSummary(facts([sample([withdrawn, destroyed])]))).toEqual({
      state: 'none_left',
      offerStorage: true,
    });
  });
});

describe('vialsSetAside', () => {
  it('counts the vials of withdrawals not shipped yet, in one sentence for every page', () => {
    const withdrawals = [
      { status: 'requested', vialCount: 2 },
      { status: 'shipped', vialCount: 1 },
      { status: 'declined', vialCount: 1 },
    ];
    expect(vialsSetAside(withdrawals)).toBe(2);
    expect(vialsSetAsideSentence(2, 'en')).toBe('2 vials of them are set aside for a withdrawal.');
    expect(vialsSetAsideSentence(1, 'en')).toBe('1 vial of them is set aside for a withdrawal.');
    expect(vialsSetAsideSentence(0, 'en')).toBe('');
  });
});

describe('vialsSetAsideSentence in Spanish', () => {
  it('counts the vials set aside, one and many', () => {
    expect(vialsSetAsideSentence(1, 'es')).toBe('1 de ellos está reservado para un retiro.');
    expect(vialsSetAsideSentence(2, 'es')).toBe('2 de ellos están reservados para un retiro.');
    expect(vialsSetAsideSentence(0, 'es')).toBe('');
  });
});
