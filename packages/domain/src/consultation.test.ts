import { describe, expect, it } from 'vitest';
import {
  BOOK_PAID_LABEL,
  consultationDialogMode,
  isFreeConsultationAnalysis,
  offersPaidConsultation,
  scheduledConsultationText,
} from './consultation';
import type { ItemKindFlags } from './kits';
import type { UserView } from './user';

const now = new Date('2024-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const analysis: ItemKindFlags = { is_analysis: true };
const sti: ItemKindFlags = { is_sti: true };
const supplement: ItemKindFlags = { is_supplement: true };

function customer({
  resultsReady = true,
  activeConsultation = false,
  createdAt = '2023-05-01T10:00:00Z',
  readyAt = daysAgo(10),
}: {
  resultsReady?: boolean;
  activeConsultation?: boolean;
  createdAt?: string | null;
  readyAt?: string | null;
} = {}): UserView {
  return {
    id: 'u',
    attributes: { name: 'Sam' },
    relationships: {
      client: {
        id: 'c',
        attributes: {
          has_results_ready: resultsReady,
          has_active_fertility_consultation: activeConsultation,
          latest_analysis: createdAt ? { id: 'a', created_at: createdAt } : null,
        },
        relationships: {
          latest_ready_result: readyAt ? { id: 'r', attributes: { ready_at: readyAt } } : null,
        },
      },
    },
  };
}

const mode = (user: UserView, items: ItemKindFlags[] = [analysis]) =>
  consultationDialogMode({ user, items, now });

describe('consultationDialogMode', () => {
  it('prompts to order a semen analysis when there are only STI or supplement items', () => {
    expect(mode(customer(), [sti, supplement])).toBe('order_semen_analysis');
    expect(mode(customer(), [sti])).toBe('order_semen_analysis');
    expect(mode(customer(), [])).toBe('order_semen_analysis');
  });

  it('does not prompt for an analysis once the customer has one', () => {
    expect(mode(customer(), [sti, analysis])).toBe('book_paid');
  });

  it('asks for up-to-date results when the latest ready result is older than 90 days', () => {
    expect(mode(customer({ readyAt: daysAgo(91) }))).toBe('stale_results');
    expect(mode(customer({ readyAt: daysAgo(90) }))).toBe('book_paid');
  });

  it('offers the $49 booking for an analysis created on or after 2022-07-07 with no active consultation', () => {
    expect(mode(customer({ createdAt: '2022-07-07T00:00:00Z' }))).toBe('book_paid');
    expect(mode(customer({ createdAt: '2022-07-07' }))).toBe('book_paid');
    expect(mode(customer({ createdAt: '2024-01-01T00:00:00Z' }))).toBe('book_paid');
  });

  it('offers to schedule for an analysis created before 2022-07-07', () => {
    expect(mode(customer({ createdAt: '2022-07-06T23:59:59Z' }))).toBe('schedule');
  });

  it('offers to schedule with an active consultation', () => {
    expect(mode(customer({ activeConsultation: true }))).toBe('schedule');
  });

  it('asks to come back when results are not ready', () => {
    expect(mode(customer({ resultsReady: false, readyAt: null }))).toBe('results_not_ready');
    expect(mode(customer({ resultsReady: false, readyAt: null, activeConsultation: true }))).toBe(
      'results_not_ready',
    );
  });

  it('follows the spec order: STI/supplement only before stale before paid or free', () => {
    const staleAndFree = customer({ readyAt: daysAgo(200), createdAt: '2021-01-01' });
    expect(mode(staleAndFree, [sti])).toBe('order_semen_analysis');
    expect(mode(staleAndFree)).toBe('stale_results');
  });

  it('treats results ready without a known analysis date as paid', () => {
    expect(mode(customer({ createdAt: null }))).toBe('book_paid');
  });
});

describe('isFreeConsultationAnalysis', () => {
  it('is free before 2022-07-07 only', () => {
    expect(isFreeConsultationAnalysis('2022-07-06')).toBe(true);
    expect(isFreeConsultationAnalysis('2022-07-07')).toBe(false);
    expect(isFreeConsultationAnalysis('2022-07-08T00:00:00Z')).toBe(false);
  });
});

describe('offersPaidConsultation (D-11)', () => {
  const noAnalysis = customer({ resultsReady: false, createdAt: null, readyAt: null });

  it('offers the $49 consultation to a customer with only STI or supplement items', () => {
    const input = { user: noAnalysis, items: [sti, supplement], now };
    expect(consultationDialogMode(input)).toBe('order_semen_analysis');
    expect(offersPaidConsultation(input)).toBe(true);
  });

  it('offers it to a customer who bought nothing', () => {
    expect(offersPaidConsultation({ user: noAnalysis, items: [], now })).toBe(true);
  });

  it('offers it to a customer without an analysis kit whose other items have no results', () => {
    const input = { user: noAnalysis, items: [{ is_cryogenic: true }], now };
    expect(consultationDialogMode(input)).toBe('results_not_ready');
    expect(offersPaidConsultation(input)).toBe(true);
  });

  it('does not offer it again to a customer without a kit who already has a consultation', () => {
    const user = customer({ resultsReady: false, createdAt: null, readyAt: null, activeConsultation: true });
    expect(offersPaidConsultation({ user, items: [{ is_consultation: true }], now })).toBe(false);
  });

  it('does not offer it beside the results-not-ready message to a customer whose kit is under way', () => {
    const input = { user: customer({ resultsReady: false, readyAt: null }), items: [analysis], now };
    expect(consultationDialogMode(input)).toBe('results_not_ready');
    expect(offersPaidConsultation(input)).toBe(false);
  });

  it('offers it in its own mode, and never beside stale results or the scheduling of a consultation', () => {
    expect(
      offersPaidConsultation({
        user: customer({ createdAt: '2023-01-01T00:00:00Z' }),
        items: [analysis],
        now,
      }),
    ).toBe(true);
    expect(offersPaidConsultation({ user: customer({ readyAt: daysAgo(91) }), items: [analysis], now })).toBe(
      false,
    );
    expect(
      offersPaidConsultation({ user: customer({ activeConsultation: true }), items: [analysis], now }),
    ).toBe(false);
  });
});

describe('scheduledConsultationText', () => {
  it('never calls a consultation the customer bought "included" (casey); the complimentary one is', () => {
    expect(scheduledConsultationText(customer({ activeConsultation: true }), 'en')).toBe(
      'You have bought your fertility consultation. Pick a time that suits you to go through your results with a fertility specialist.',
    );
    expect(scheduledConsultationText(customer({ createdAt: '2022-07-06T23:59:59Z' }), 'en')).toBe(
      'Your consultation is included with your analysis. Pick a time that suits you to go through your results with a fertility specialist.',
    );
  });
});

describe('the consultations dialog in Spanish', () => {
  it('says whose consultation it is', () => {
    expect(scheduledConsultationText(customer({ activeConsultation: true }), 'es')).toBe(
      'Ya compró su consulta de fertilidad. Elija la hora que mejor le convenga para revisar sus resultados con un especialista en fertilidad.',
    );
    expect(scheduledConsultationText(customer(), 'es')).toBe(
      'Su consulta está incluida con su análisis. Elija la hora que mejor le convenga para revisar sus resultados con un especialista en fertilidad.',
    );
    expect(BOOK_PAID_LABEL.es).toBe('Reserve ahora por $49');
  });
});
