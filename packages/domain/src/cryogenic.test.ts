import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDateIn } from './calendar-date';
import {
  CONSIDERING_FREEZING_VALUES,
  confirmMatch,
  earliestWithdrawalDate,
  isWithdrawalDateAllowed,
  revertLastMatch,
  STORAGE_STATUS_WORDS,
  STORAGE_STATUSES,
  storagePlanPeriod,
  storageSituation,
  storageStatus,
  submitMatches,
  VIAL_STATUSES,
  withdrawalRecipientLabel,
} from './cryogenic';

describe('status values', () => {
  it('lists storage, vial and considering-freezing values', () => {
    expect(STORAGE_STATUSES).toEqual(['Empty', 'Not stored', 'Stored', 'Withdrawn']);
    expect(VIAL_STATUSES).toEqual(['permanent_storage', 'awaiting_permanent_storage', 'destroyed']);
    expect(CONSIDERING_FREEZING_VALUES).toEqual(['yes', 'no', 'not_sure']);
  });
});

describe('a storage status in words', () => {
  it('keeps the English value and says each in Spanish', () => {
    for (const status of STORAGE_STATUSES) expect(STORAGE_STATUS_WORDS.en[status]).toBe(status);
    expect(STORAGE_STATUS_WORDS.es.Stored).toBe('En almacenamiento');
    expect(STORAGE_STATUS_WORDS.es['Not stored']).toBe('Sin almacenar');
  });
});

describe('cryo matching', () => {
  const first = { cryogenic_uuid: 'cryo-1', analysis_uuid: 'analysis-1' };
  const second = { cryogenic_uuid: 'cryo-2', analysis_uuid: 'analysis-2' };

  it('adds a confirmed pairing to the list', () => {
    expect(confirmMatch(confirmMatch([], first), second)).toEqual([first, second]);
  });

  it('replaces an earlier pairing of the same cryogenic item or analysis', () => {
    const repaired = { cryogenic_uuid: 'cryo-1', analysis_uuid: 'analysis-3' };
    expect(confirmMatch([first, second], repaired)).toEqual([second, repaired]);
    const sameAnalysis = { cryogenic_uuid: 'cryo-9', analysis_uuid: 'analysis-2' };
    expect(confirmMatch([first, second], sameAnalysis)).toEqual([first, sameAnalysis]);
  });

  it('reverts the last pairing to editing', () => {
    expect(revertLastMatch([first, second])).toEqual({ matches: [first], editing: second });
    expect(revertLastMatch([])).toEqual({ matches: [], editing: null });
  });

  it('submits every pairing and clears the list', () => {
    expect(submitMatches([first, second])).toEqual({ payload: { data: [first, second] }, matches: [] });
  });
});

describe('withdrawal lead time', () => {
  const now = new Date('2024-03-01T15:00:00Z');

  it('allows exactly 15 days ahead and refuses 14', () => {
    expect(earliestWithdrawalDate(now, 'UTC')).toBe('2024-03-16');
    expect(isWithdrawalDateAllowed('2024-03-16', now, 'UTC')).toBe(true);
    expect(isWithdrawalDateAllowed('2024-03-17', now, 'UTC')).toBe(true);
    expect(isWithdrawalDateAllowed('2024-03-15', now, 'UTC')).toBe(false);
  });

  it("counts from today in the customer's zone", () => {
    const lateEvening = new Date('2024-03-01T03:00:00Z');
    expect(earliestWithdrawalDate(lateEvening, 'America/Los_Angeles')).toBe('2024-03-15');
    expect(isWithdrawalDateAllowed('2024-03-15', lateEvening, 'America/Los_Angeles')).toBe(true);
    expect(isWithdrawalDateAllowed('2024-03-15', lateEvening, 'UTC')).toBe(false);
  });

  it('refuses anything that is not a calendar date', () => {
    expect(isWithdrawalDateAllowed('2024-04-31', now, 'UTC')).toBe(false);
    expect(isWithdrawalDateAllowed('next month', now, 'UTC')).toBe(false);
  });

  it('allows 15 days and refuses 14 at any moment in any of these zones', () => {
    const zones = [
      'UTC',
      'America/Los_Angeles',
      'America/New_York',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
    ];
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        (moment, zone) => {
          const today = calendarDateIn(moment, zone);
          expect(isWithdrawalDateAllowed(addDays(today, 15), moment, zone)).toBe(true);
          expect(isWithdrawalDateAllowed(addDays(today, 14), moment, zone)).toBe(false);
        },
      ),
    );
  });
});

describe('storageStatus', () => {
  const held = { status: 'permanent_storage', withdrawn: false } as const;
  const withdrawn = { status: 'permanent_storage', withdrawn: true } as const;
  const destroyed = { status: 'destroyed', withdrawn: false } as const;

  it('is Empty without a plan or vials, and Not stored with a plan but no vials yet', () => {
    expect(storageStatus([], false)).toBe('Empty');
    expect(storageStatus([], true)).toBe('Not stored');
  });

  it('is Stored while any vial is held, Withdrawn when all were sent out', () => {
    expect(storageStatus([held, withdrawn, destroyed], true)).toBe('Stored');
    expect(storageStatus([withdrawn, withdrawn], true)).toBe('Withdrawn');
    expect(storageStatus([destroyed, withdrawn], true)).toBe('Not stored');
  });
});

describe('storageSituation', () => {
  const today = '2026-11-23';
  const planned = { destructionDate: null, vialsHeld: 4, vialCount: 4 };
  const withoutPlan = { destructionDate: '2027-01-07', vialsHeld: 4, vialCount: 4 };
  const situation = (samples: Parameters<typeof storageSituation>[0]['samples'], flags = {}) =>
    storageSituation({ samples, allWithdrawn: false, allDestroyed: false, ...flags }, today);

  it("puts a sample without a plan first, dated, with the days left: morgan's 45 days", () => {
    expect(situation([withoutPlan])).toEqual({
      kind: 'destruction_scheduled',
      destructionDate: '2027-01-07',
      daysLeft: 45,
      vialsHeld: 4,
    });
    // Before the samples a plan holds, and the soonest of several dates first.
    const sooner = { ...withoutPlan, destructionDate: '2026-12-01', vialsHeld: 2 };
    expect(situation([planned, withoutPlan, sooner])).toMatchObject({
      kind: 'destruction_scheduled',
      destructionDate: '2026-12-01',
      daysLeft: 8,
      vialsHeld: 2,
    });
    expect(situation([{ ...withoutPlan, destructionDate: today }])).toMatchObject({ daysLeft: 0 });
  });

  it('says every vial destroyed, or every vial withdrawn, as states of their own', () => {
    const gone = { destructionDate: '2026-10-01', vialsHeld: 0, vialCount: 4 };
    expect(situation([gone], { allDestroyed: true })).toEqual({ kind: 'all_destroyed', vialCount: 4 });
    expect(situation([{ ...planned, vialsHeld: 0 }], { allWithdrawn: true })).toEqual({
      kind: 'all_withdrawn',
      vialCount: 4,
    });
    expect(situation([{ ...planned, vialsHeld: 0 }])).toEqual({ kind: 'none_held' });
  });

  it('counts the vials a plan holds, and tells a plan still waiting for its sample from no storage', () => {
    expect(situation([planned, { ...planned, vialsHeld: 2 }])).toEqual({ kind: 'stored', vialsHeld: 6 });
    expect(situation([{ destructionDate: null, vialsHeld: 0, vialCount: 0 }])).toEqual({
      kind: 'awaiting_sample',
    });
    expect(situation([{ destructionDate: '2027-01-07', vialsHeld: 0, vialCount: 0 }])).toEqual({
      kind: 'no_storage',
    });
    expect(situation([])).toEqual({ kind: 'no_storage' });
  });
});

describe('storagePlanPeriod', () => {
  it('says how often each plan bills: monthly, six months, yearly, ten years, lifetime', () => {
    expect(storagePlanPeriod('month', 1, 'en')).toBe('per month');
    expect(storagePlanPeriod('month', 6, 'en')).toBe('every 6 months');
    expect(storagePlanPeriod('year', 1, 'en')).toBe('per year');
    expect(storagePlanPeriod('year', 10, 'en')).toBe('every 10 years');
    expect(storagePlanPeriod(null, 1, 'en')).toBe('');
  });
});

describe('withdrawalRecipientLabel', () => {
  it('names the facility, or the professional at their practice', () => {
    expect(
      withdrawalRecipientLabel({
        recipient_type: 'medical_facility',
        recipient_name: null,
        recipient_facility: 'Hill Country Fertility',
      }),
    ).toBe('Hill Country Fertility');
    expect(
      withdrawalRecipientLabel({
        recipient_type: 'medical_professional',
        recipient_name: 'Dr. Ana Flores',
        recipient_facility: 'Flores Reproductive Medicine',
      }),
    ).toBe('Dr. Ana Flores, Flores Reproductive Medicine');
  });
});

describe('storagePlanPeriod in Spanish', () => {
  it('says how often each plan bills, one period and many', () => {
    expect(storagePlanPeriod('month', 1, 'es')).toBe('al mes');
    expect(storagePlanPeriod('month', 6, 'es')).toBe('cada 6 meses');
    expect(storagePlanPeriod('year', 1, 'es')).toBe('al año');
    expect(storagePlanPeriod('year', 10, 'es')).toBe('cada 10 años');
  });
});
