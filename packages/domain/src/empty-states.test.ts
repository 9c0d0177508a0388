import { describe, expect, it } from 'vitest';
import {
  registeredKitsEmptyText,
  resultsEmptyState,
  STORAGE_EXPLAINED,
  storagePlansEmptyState,
} from './empty-states';
import { kitSummary } from './kit-progress';
import type { ClientView, UserView } from './user';

function customer(client: Partial<ClientView['attributes']> = {}, azoospermic?: boolean): UserView {
  return {
    id: 'user-1',
    attributes: { name: 'Drew Foster', has_authorized_user_role: false },
    relationships: {
      client: {
        id: 'client-1',
        attributes: { latest_analysis: null, has_cryogenic: false, ...client },
        relationships: {
          latest_ready_result:
            azoospermic === undefined
              ? null
              : {
                  id: 'result-1',
                  attributes: { ready_at: '2026-01-05T10:00:00Z', is_azoospermic: azoospermic },
                },
        },
      },
    },
  };
}

const partner: UserView = {
  id: 'user-2',
  attributes: { name: 'Jamie Rowe', has_authorized_user_role: true },
  relationships: { client: null, parent_user: { relationships: { client: null } } },
};

const analysisAt = (tracking_stage: number | null) => ({
  latest_analysis: { id: 'item-1', created_at: '2026-01-01T10:00:00Z', tracking_stage },
});

describe('the results page with no semen-analysis result', () => {
  it('offers someone who never ordered their first analysis, with the shop', () => {
    expect(resultsEmptyState(customer(), { hasStiResults: false }, 'en')).toEqual({
      kind: 'first_analysis',
      title: 'Order your first analysis',
      text: 'A semen analysis measures your sperm count, motility and more from a sample you collect at home. Your results appear here once the lab has your sample.',
      action: { label: 'Shop for an analysis kit', to: 'shop' },
    });
  });

  it('offers a semen analysis to someone with only STI results', () => {
    expect(resultsEmptyState(customer(), { hasStiResults: true }, 'en')).toEqual({
      kind: 'no_semen_analysis',
      title: 'No semen analysis yet',
      text: 'A semen analysis measures your sperm count, motility and more, and its results appear here.',
      action: { label: 'Shop for an analysis kit', to: 'shop' },
    });
  });

  it('tells someone whose sample is on its way to the lab that results are coming', () => {
    expect(resultsEmptyState(customer(analysisAt(4)), { hasStiResults: false }, 'en')).toEqual({
      kind: 'results_coming',
      progress: 'sample_on_the_way',
      badge: { label: 'Results coming', tone: 'info' },
      registration: null,
    });
  });

  const unregisteredAt = (tracking_stage: number, held_at_lab = false) => ({
    latest_analysis: {
      id: 'item-1',
      created_at: '2026-01-01T10:00:00Z',
      tracking_stage,
      registered: false,
      held_at_lab,
    },
  });

  it('asks for the registration of a kit on its way to the lab, in the words of the kit, with where to do it', () => {
    expect(resultsEmptyState(customer(unregisteredAt(4)), { hasStiResults: false }, 'en')).toEqual({
      kind: 'results_coming',
      progress: 'sample_on_the_way',
      badge: { label: 'Needs your attention', tone: 'warning' },
      registration: {
        phase: 'to_lab',
        text: 'Your sample is on its way to the lab. Register this kit now: the lab can test your sample only once the kit is registered to you.',
        label: 'Register this kit',
        path: '/k-r/item-1',
      },
    });
  });

  it('says the same as the kit at every stage its registration is asked, and nothing before the kit arrives', () => {
    const at = (stage: number, held = false) =>
      resultsEmptyState(customer(unregisteredAt(stage, held)), { hasStiResults: false }, 'en');
    expect(at(1)).toMatchObject({ registration: null, badge: { label: 'Results coming' } });
    expect(at(2)).toMatchObject({ registration: null, badge: { label: 'Results coming' } });
    expect(at(3)).toMatchObject({ registration: { phase: 'with_you', path: '/k-r/item-1' } });
    expect(at(4, true)).toMatchObject({
      registration: {
        phase: 'held_unregistered',
        text: kitSummary('held_unregistered', false, 'en'),
        path: '/onboarding/kit-not-registered/item-1',
      },
    });
    expect(at(5)).toMatchObject({
      registration: { phase: 'analysis', text: kitSummary('analysis', false, 'en') },
    });
    expect(at(6)).toMatchObject({ progress: 'results_ready', registration: null });
    expect(at(7)).toMatchObject({ progress: 'cancelled', registration: null });
  });

  it('does not ask for a registration that the profile does not say is missing', () => {
    expect(resultsEmptyState(customer(analysisAt(4)), { hasStiResults: false }, 'en')).toMatchObject({
      registration: null,
    });
  });

  it('says where the kit is at every stage, and never that results are coming for a cancelled kit', () => {
    const at = (stage: number | null) =>
      resultsEmptyState(customer(analysisAt(stage)), { hasStiResults: false }, 'en');
    expect(at(null)).toMatchObject({ progress: 'kit_being_prepared', badge: { label: 'Results coming' } });
    expect(at(2)).toMatchObject({ progress: 'kit_on_the_way', badge: { label: 'Results coming' } });
    expect(at(5)).toMatchObject({ progress: 'in_the_lab', badge: { label: 'Results coming' } });
    expect(at(7)).toMatchObject({ progress: 'cancelled', badge: { label: 'Cancelled', tone: 'neutral' } });
    expect(at(8)).toMatchObject({
      progress: 'check_email',
      badge: { label: 'Needs your attention', tone: 'warning' },
    });
  });

  it('tells a partner the shared results are not ready, and offers them nothing to buy', () => {
    expect(resultsEmptyState(partner, { hasStiResults: false }, 'en')).toEqual({
      kind: 'shared_results_not_ready',
      title: 'Results not ready yet',
      text: 'The results shared with you appear here as soon as the lab releases them.',
      action: null,
    });
  });
});

describe('the list of registered kits, empty', () => {
  it('says none is registered yet when kits wait to be registered', () => {
    expect(registeredKitsEmptyText(1, 'en')).toBe('None of your kits is registered yet.');
    expect(registeredKitsEmptyText(3, 'en')).toBe('None of your kits is registered yet.');
  });

  it('says there is no kit to register when none was bought', () => {
    expect(registeredKitsEmptyText(0, 'en')).toBe(
      'You have no kit to register. A kit you order is listed here once you register it.',
    );
  });
});

describe('billing with no storage plan that renews', () => {
  it('asks someone whose vials have no plan to choose one', () => {
    expect(storagePlansEmptyState(customer({ has_cryogenic: true }), 'en')).toEqual({
      kind: 'vials_without_plan',
      title: 'Your vials have no storage plan',
      text: 'Your stored vials are kept only while a plan runs. Choose a plan to keep them; it renews here.',
      action: { label: 'Choose a storage plan', to: 'storage_plans' },
    });
  });

  it('explains storage to someone who never stored, with the storage plans', () => {
    expect(STORAGE_EXPLAINED.en).toBe(
      'Cryogenic storage freezes a sample of yours in 4 vials and keeps them safe in our lab for as long as your plan runs, so you can use them later.',
    );
    expect(storagePlansEmptyState(customer({}, false), 'en')).toEqual({
      kind: 'storage_explained',
      title: 'No storage plan',
      text: 'Cryogenic storage freezes a sample of yours in 4 vials and keeps them safe in our lab for as long as your plan runs, so you can use them later. A plan renews here, on your card.',
      action: { label: 'See storage plans', to: 'storage_plans' },
    });
  });

  it('offers no storage when the latest result found no sperm', () => {
    expect(storagePlansEmptyState(customer({}, true), 'en')).toEqual({
      kind: 'no_sperm_to_freeze',
      title: 'No storage plan',
      text: 'Freezing needs sperm in the sample, so storage is not offered with your latest result.',
      action: null,
    });
  });
});

describe('the empty states in Spanish', () => {
  it('offers a first analysis, and words the badge of a kit on its way', () => {
    expect(resultsEmptyState(customer(), { hasStiResults: false }, 'es')).toEqual({
      kind: 'first_analysis',
      title: 'Pida su primer análisis',
      text: 'Un análisis de semen mide la cantidad de espermatozoides, su movilidad y más, con una muestra que usted toma en casa. Sus resultados aparecerán aquí cuando el laboratorio reciba su muestra.',
      action: { label: 'Comprar un kit de análisis', to: 'shop' },
    });
    const coming = resultsEmptyState(customer(analysisAt(2)), { hasStiResults: false }, 'es');
    expect(coming.kind === 'results_coming' && coming.badge).toEqual({
      label: 'Resultados en camino',
      tone: 'info',
    });
  });

  it('says the same of registered kits and storage plans', () => {
    expect(registeredKitsEmptyText(2, 'es')).toBe('Todavía no ha registrado ninguno de sus kits.');
    expect(storagePlansEmptyState(customer({ has_cryogenic: true }), 'es').title).toBe(
      'Sus viales no tienen un plan de almacenamiento',
    );
    expect(STORAGE_EXPLAINED.es).toBe(
      'El almacenamiento criogénico congela una muestra suya en 4 viales y los guarda de forma segura en nuestro laboratorio mientras su plan esté vigente, para que pueda usarlos más adelante.',
    );
  });
});
