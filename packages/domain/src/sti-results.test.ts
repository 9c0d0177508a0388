import { describe, expect, it } from 'vitest';
import { STI_CLINICIAN_REVIEW_HOURS, STI_TEST_NAMES, stiReadableAt, stiVisibility } from './sti-results';

const enteredAt = new Date('2026-11-20T10:00:00Z');
const hours = (n: number) => new Date(enteredAt.getTime() + n * 3_600_000);

describe('stiVisibility', () => {
  it('is not ready before the lab enters results', () => {
    expect(stiVisibility({ enteredAt: null, releasedAt: null }, [], hours(1))).toBe('not_ready');
    expect(stiVisibility({ enteredAt, releasedAt: null }, [], hours(1))).toBe('not_ready');
  });

  it('shows negative and inconclusive panels as soon as they are entered', () => {
    expect(stiVisibility({ enteredAt, releasedAt: null }, ['negative', 'inconclusive'], hours(0))).toBe(
      'visible',
    );
  });

  it('holds a positive panel for a clinician until released', () => {
    const report = { enteredAt, releasedAt: null };
    expect(stiVisibility(report, ['negative', 'positive'], hours(1))).toBe('held_for_review');
    expect(stiVisibility({ enteredAt, releasedAt: hours(2) }, ['positive'], hours(2))).toBe('visible');
  });

  it('shows a positive panel 72 hours after entry even without a release', () => {
    expect(STI_CLINICIAN_REVIEW_HOURS).toBe(72);
    const report = { enteredAt, releasedAt: null };
    expect(stiVisibility(report, ['positive'], new Date(hours(72).getTime() - 1))).toBe('held_for_review');
    expect(stiVisibility(report, ['positive'], hours(72))).toBe('visible');
  });
});

describe('stiReadableAt', () => {
  const entered = '2026-11-20T12:00:00Z';
  const now = new Date('2026-11-25T12:00:00Z');

  it('is the moment a panel without a positive was entered', () => {
    expect(stiReadableAt({ enteredAt: entered, releasedAt: null }, ['negative'], now)?.toISOString()).toBe(
      '2026-11-20T12:00:00.000Z',
    );
  });

  it('is the release of a positive panel, or the end of the 72-hour review, whichever came first', () => {
    const released = { enteredAt: entered, releasedAt: '2026-11-21T09:00:00Z' };
    expect(stiReadableAt(released, ['positive'], now)?.toISOString()).toBe('2026-11-21T09:00:00.000Z');
    const late = { enteredAt: entered, releasedAt: '2026-11-24T09:00:00Z' };
    expect(stiReadableAt(late, ['positive'], now)?.toISOString()).toBe('2026-11-23T12:00:00.000Z');
    expect(stiReadableAt({ enteredAt: entered, releasedAt: null }, ['positive'], now)?.toISOString()).toBe(
      '2026-11-23T12:00:00.000Z',
    );
  });

  it('is null while the panel cannot be read', () => {
    expect(stiReadableAt({ enteredAt: null, releasedAt: null }, [], now)).toBeNull();
    const held = { enteredAt: '2026-11-24T12:00:00Z', releasedAt: null };
    expect(stiReadableAt(held, ['positive'], now)).toBeNull();
  });
});

describe('the tests’ names', () => {
  it('names every test in both languages', () => {
    expect(Object.keys(STI_TEST_NAMES.es)).toEqual(Object.keys(STI_TEST_NAMES.en));
    expect(STI_TEST_NAMES.es.hiv).toBe('VIH');
    expect(STI_TEST_NAMES.es.hepatitisCAntibody).toBe('Anticuerpos contra la hepatitis C');
  });
});
