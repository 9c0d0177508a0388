import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_SECTIONS,
  analysisProgress,
  isStale,
  PARAMETER_REFERENCES,
  PROGRESSIVE_MOTILITY_REFERENCE,
  PURCHASE_STATE_SENTENCES,
  percentileTier,
  RESULT_PARAMETERS,
  RESULT_STATES,
  type ResultDocumentValues,
  type ResultParameter,
  resultState,
  SPERM_PARAMETERS,
  STI_SECTIONS,
  sectionReading,
  stiOverall,
  storagePurchaseState,
  VIALS_CRYOPRESERVED_REFERENCE,
} from './results';
import type { UserView } from './user';

const normalDocument: ResultDocumentValues = {
  is_azoospermic: false,
  total_count: 120,
  total_motile_sperm: 60,
  total_motility: 55,
  concentration: 40,
  volume: 3,
  normal: 6,
  dna_fragmentation: 12,
  post_thaw_motility: 50,
};

const stateOf = (parameter: ResultParameter, value: number, extra: ResultDocumentValues = {}) =>
  resultState(parameter, { ...normalDocument, ...extra, [parameter]: value });

describe('reference values', () => {
  it('holds the normal values, chart maxima and sliders of the spec', () => {
    expect(PARAMETER_REFERENCES).toMatchObject({
      total_count: { normal: 39, max: 4000, sliderMax: 150 },
      total_motile_sperm: { normal: 20, max: 928, sliderMax: 112 },
      concentration: { normal: 16, max: 259 },
      volume: { normal: 1.4, max: 7.6 },
      total_motility: { normal: 42, max: 81 },
      dna_fragmentation: { normal: 30, max: 75 },
      normal: { normal: 4, max: 14 },
      post_thaw_motility: { normal: 42, max: 100 },
    });
    expect(PROGRESSIVE_MOTILITY_REFERENCE).toBe(30);
    expect(VIALS_CRYOPRESERVED_REFERENCE).toBe(4);
  });

  it('lists the result states and the sections of the results pages', () => {
    expect(RESULT_STATES).toEqual([
      'Azoospermic',
      'Normal',
      'Low',
      'High',
      'Withdrawn',
      'Low_Post_Thaw_Motility',
      'Low_Concentration',
    ]);
    expect(ANALYSIS_SECTIONS).toHaveLength(12);
    expect(STI_SECTIONS[0]).toBe('understanding-your-results-sti');
  });
});

describe('resultState', () => {
  it.each([
    ['total_count', 39, 38.9],
    ['total_motile_sperm', 20, 19.9],
    ['concentration', 16, 15.9],
    ['volume', 1.4, 1.39],
    ['total_motility', 42, 41.9],
    ['normal', 4, 3.9],
  ] as const)('shows %s Normal at its reference %d and Low just below', (parameter, atReference, below) => {
    expect(stateOf(parameter, atReference)).toBe('Normal');
    expect(stateOf(parameter, atReference + 0.1)).toBe('Normal');
    expect(stateOf(parameter, below)).toBe('Low');
  });

  it('shows DNA fragmentation Normal at or below 30 and High above', () => {
    expect(stateOf('dna_fragmentation', 0)).toBe('Normal');
    expect(stateOf('dna_fragmentation', 30)).toBe('Normal');
    expect(stateOf('dna_fragmentation', 30.1)).toBe('High');
  });

  it('shows post-thaw motility Low_Post_Thaw_Motility under 42 and Normal at 42', () => {
    expect(stateOf('post_thaw_motility', 41.9)).toBe('Low_Post_Thaw_Motility');
    expect(stateOf('post_thaw_motility', 42)).toBe('Normal');
  });

  it('shows post-thaw motility Withdrawn when the storage status is Withdrawn', () => {
    expect(resultState('post_thaw_motility', normalDocument, { storageStatus: 'Withdrawn' })).toBe(
      'Withdrawn',
    );
    expect(
      resultState(
        'post_thaw_motility',
        { ...normalDocument, post_thaw_motility: 10 },
        { storageStatus: 'Stored' },
      ),
    ).toBe('Low_Post_Thaw_Motility');
    expect(resultState('total_count', normalDocument, { storageStatus: 'Withdrawn' })).toBe('Normal');
  });

  it('shows morphology and DNA fragmentation Low_Concentration below a concentration of 1, not at 1', () => {
    expect(stateOf('normal', 10, { concentration: 0.99 })).toBe('Low_Concentration');
    expect(stateOf('dna_fragmentation', 10, { concentration: 0.99 })).toBe('Low_Concentration');
    expect(stateOf('normal', 10, { concentration: 1 })).toBe('Normal');
    expect(stateOf('dna_fragmentation', 10, { concentration: 1 })).toBe('Normal');
    expect(stateOf('total_motility', 50, { concentration: 0.5 })).toBe('Normal');
  });

  it('shows every measure of sperm Azoospermic when the document is azoospermic, overriding all', () => {
    const azoospermic = { ...normalDocument, is_azoospermic: true, concentration: 0 };
    for (const parameter of SPERM_PARAMETERS) {
      expect(resultState(parameter, azoospermic, { storageStatus: 'Withdrawn' })).toBe('Azoospermic');
    }
    expect(SPERM_PARAMETERS).toEqual(RESULT_PARAMETERS.filter((parameter) => parameter !== 'volume'));
  });

  it('keeps the volume of an azoospermic sample its own state: it measures the semen, not sperm', () => {
    expect(resultState('volume', { is_azoospermic: true, volume: 2.1 })).toBe('Normal');
    expect(resultState('volume', { is_azoospermic: true, volume: 1.2 })).toBe('Low');
  });

  it('has no state for a missing value', () => {
    expect(resultState('volume', { ...normalDocument, volume: null })).toBeNull();
    expect(resultState('dna_fragmentation', { concentration: 20 })).toBeNull();
  });
});

describe('percentileTier', () => {
  it.each([
    ['concentration', [269, 213, 169, 116]],
    ['volume', [7.6, 6.8, 6, 4.8]],
    ['total_motility', [81, 78, 75, 69]],
  ] as const)('gives %s the top 1/5/10/25 %% at or above each threshold', (parameter, thresholds) => {
    const [top1, top5, top10, top25] = thresholds;
    expect(percentileTier(parameter, top1 + 100)).toBe(1);
    expect(percentileTier(parameter, top1)).toBe(1);
    expect(percentileTier(parameter, top1 - 0.01)).toBe(5);
    expect(percentileTier(parameter, top5)).toBe(5);
    expect(percentileTier(parameter, top5 - 0.01)).toBe(10);
    expect(percentileTier(parameter, top10)).toBe(10);
    expect(percentileTier(parameter, top10 - 0.01)).toBe(25);
    expect(percentileTier(parameter, top25)).toBe(25);
    expect(percentileTier(parameter, top25 - 0.01)).toBeNull();
  });

  it('gives no badge for a missing value', () => {
    expect(percentileTier('volume', null)).toBeNull();
  });
});

describe('isStale', () => {
  const readyAt = '2024-01-01T12:00:00Z';
  const daysLater = (days: number, extraMs = 0) =>
    new Date(Date.parse(readyAt) + days * 86_400_000 + extraMs);

  it('is not stale at exactly 90 days and stale at 91', () => {
    expect(isStale(readyAt, daysLater(89))).toBe(false);
    expect(isStale(readyAt, daysLater(90))).toBe(false);
    expect(isStale(readyAt, daysLater(91, -1))).toBe(false);
    expect(isStale(readyAt, daysLater(91))).toBe(true);
    expect(isStale(new Date(readyAt), daysLater(200))).toBe(true);
  });

  it('is not stale for an unreadable date', () => {
    expect(isStale('unknown', daysLater(500))).toBe(false);
  });
});

describe('stiOverall', () => {
  it('is All_Tests_Negative when every result is negative', () => {
    expect(stiOverall(['negative', 'negative'])).toBe('All_Tests_Negative');
  });

  it('is Some_Positive with a positive and no inconclusive', () => {
    expect(stiOverall(['negative', 'positive'])).toBe('Some_Positive');
  });

  it('is Some_Inconclusive with an inconclusive and no positive', () => {
    expect(stiOverall(['inconclusive', 'negative'])).toBe('Some_Inconclusive');
  });

  it('is Some_Inconclusive_And_Some_Positive when both occur', () => {
    expect(stiOverall(['inconclusive', 'positive', 'negative'])).toBe('Some_Inconclusive_And_Some_Positive');
  });

  it('has no overall state without results', () => {
    expect(stiOverall([])).toBeNull();
  });
});

describe('storagePurchaseState', () => {
  const clientUser = (hasCryogenic: boolean, unmatched: boolean): UserView => ({
    id: 'u',
    attributes: { name: 'Sam' },
    relationships: {
      client: {
        id: 'c',
        attributes: { has_cryogenic: hasCryogenic, has_unmatched_subscriptions: unmatched },
      },
    },
  });

  it('is Bought_Storage when the item has cryogenic addons', () => {
    expect(
      storagePurchaseState({
        hasCryogenicAddons: true,
        consideringFreezing: 'no',
        user: clientUser(false, false),
      }),
    ).toBe('Bought_Storage');
  });

  it('is Bought_Storage when the client has cryogenic storage, even without addons', () => {
    expect(
      storagePurchaseState({
        hasCryogenicAddons: false,
        consideringFreezing: null,
        user: clientUser(true, false),
      }),
    ).toBe('Bought_Storage');
  });

  it('is Bought_Storage_And_Cryo_Not_Matched when bought with unmatched subscriptions', () => {
    expect(
      storagePurchaseState({
        hasCryogenicAddons: true,
        consideringFreezing: null,
        user: clientUser(false, true),
      }),
    ).toBe('Bought_Storage_And_Cryo_Not_Matched');
  });

  it('follows the considering-freezing answer when not bought', () => {
    const user = clientUser(false, true);
    expect(storagePurchaseState({ hasCryogenicAddons: false, consideringFreezing: 'yes', user })).toBe(
      'Considering_Storage',
    );
    expect(storagePurchaseState({ hasCryogenicAddons: false, consideringFreezing: 'not_sure', user })).toBe(
      'Considering_Storage',
    );
    expect(storagePurchaseState({ hasCryogenicAddons: false, consideringFreezing: 'no', user })).toBe(
      'Not_Considering_Storage',
    );
    expect(storagePurchaseState({ hasCryogenicAddons: false, consideringFreezing: null, user })).toBe(
      'Bought_Storage_Or_Analysis_Only',
    );
  });

  it("uses the parent user's client for an authorized user", () => {
    const partner: UserView = {
      id: 'p',
      attributes: { name: 'Jamie', has_authorized_user_role: true },
      relationships: {
        client: { id: 'own', attributes: { has_cryogenic: false, has_unmatched_subscriptions: false } },
        parent_user: {
          relationships: {
            client: { id: 'parent', attributes: { has_cryogenic: true, has_unmatched_subscriptions: true } },
          },
        },
      },
    };
    expect(
      storagePurchaseState({ hasCryogenicAddons: false, consideringFreezing: 'no', user: partner }),
    ).toBe('Bought_Storage_And_Cryo_Not_Matched');
  });
});

describe('sectionReading (RS-36: every field of the result document drives its section)', () => {
  const document: ResultDocumentValues = {
    ...normalDocument,
    actual_ejaculate_concentration: 38,
    lab_notes: 'Repeat in three months.',
  };
  const changed: Record<keyof ResultDocumentValues, ResultDocumentValues> = {
    is_azoospermic: { is_azoospermic: true },
    total_count: { total_count: 20 },
    total_motile_sperm: { total_motile_sperm: 10 },
    total_motility: { total_motility: 30.456 },
    concentration: { concentration: 12 },
    actual_ejaculate_concentration: { actual_ejaculate_concentration: 9.5 },
    volume: { volume: 1.1 },
    normal: { normal: 2 },
    dna_fragmentation: { dna_fragmentation: 45 },
    post_thaw_motility: { post_thaw_motility: 20 },
    lab_notes: { lab_notes: 'Sample arrived warm.' },
  };
  const sectionOf: Record<keyof ResultDocumentValues, (typeof ANALYSIS_SECTIONS)[number]> = {
    is_azoospermic: 'understanding-your-results',
    total_count: 'total-count',
    total_motile_sperm: 'total-motile-count',
    total_motility: 'motility',
    concentration: 'concentration',
    actual_ejaculate_concentration: 'concentration',
    volume: 'volume',
    normal: 'morphology',
    dna_fragmentation: 'dna-fragmentation',
    post_thaw_motility: 'cryogenic-storage',
    lab_notes: 'lab-recommendations',
  };

  it.each(Object.keys(changed) as (keyof ResultDocumentValues)[])(
    '%s changes what its section shows',
    (field) => {
      const section = sectionOf[field];
      expect(sectionReading(section, { ...document, ...changed[field] })).not.toEqual(
        sectionReading(section, document),
      );
    },
  );

  it('reads each measure with its value and state in its own section', () => {
    expect(sectionReading('motility', { ...document, total_motility: 30.456 }).measure).toEqual({
      parameter: 'total_motility',
      value: 30.456,
      state: 'Low',
    });
    expect(sectionReading('volume', { ...document, volume: null }).measure).toEqual({
      parameter: 'volume',
      value: null,
      state: null,
    });
    expect(sectionReading('cryogenic-storage', document, { storageStatus: 'Withdrawn' }).measure?.state).toBe(
      'Withdrawn',
    );
  });

  it('shows the ejaculate concentration beside the concentration, the notes in the lab recommendations', () => {
    expect(sectionReading('concentration', document).ejaculateConcentration).toBe(38);
    expect(sectionReading('total-count', document).ejaculateConcentration).toBeNull();
    expect(sectionReading('lab-recommendations', document).labNotes).toBe('Repeat in three months.');
    expect(sectionReading('lab-recommendations', { ...document, lab_notes: '  ' }).labNotes).toBeNull();
    expect(sectionReading('understanding-your-results', { is_azoospermic: true }).azoospermic).toBe(true);
    expect(sectionReading('future-health-insights', { is_azoospermic: true })).toEqual({
      measure: null,
      ejaculateConcentration: null,
      azoospermic: false,
      labNotes: null,
    });
  });
});

describe('analysisProgress', () => {
  it('follows the tracking stage: nothing is under way before the lab has the sample', () => {
    expect([null, 1, 2, 3, 4, 5, 6, 7, 8].map(analysisProgress)).toEqual([
      'kit_being_prepared',
      'kit_being_prepared',
      'kit_on_the_way',
      'kit_delivered',
      'sample_on_the_way',
      'in_the_lab',
      'results_ready',
      'cancelled',
      'check_email',
    ]);
  });
});

describe('the storage purchase states in words', () => {
  it('says each in both languages', () => {
    expect(Object.keys(PURCHASE_STATE_SENTENCES.es)).toEqual(Object.keys(PURCHASE_STATE_SENTENCES.en));
    expect(PURCHASE_STATE_SENTENCES.en.Bought_Storage).toBe('Your storage plan holds your sample.');
    expect(PURCHASE_STATE_SENTENCES.es.Bought_Storage).toBe('Su plan de almacenamiento guarda su muestra.');
  });
});
