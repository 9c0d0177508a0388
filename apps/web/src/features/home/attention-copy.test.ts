import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/language';
import { attentionCopy } from './attention-copy';

/** The copy drawn in Spanish, the page's language set back to English after. */
async function inSpanish<T>(draw: () => T): Promise<T> {
  await activateLanguage('es');
  try {
    return draw();
  } finally {
    await activateLanguage('en');
  }
}

const today = '2026-11-25';

describe('attentionCopy', () => {
  it('asks for a new card when a storage renewal could not be charged, dated from the first failure', () => {
    const copy = attentionCopy(
      {
        kind: 'renewal_failed',
        date: '2026-11-20T08:00:00.000Z',
        subscription_id: 's-1',
        product_key: null,
        title: 'Sperm Freezing Yearly Plan',
      },
      today,
    );
    expect(copy.title).toBe('Your storage renewal could not be charged');
    expect(copy.body).toContain('We could not charge your card for Sperm Freezing Yearly Plan.');
    const known = attentionCopy(
      {
        kind: 'renewal_failed',
        date: '2026-11-20T08:00:00.000Z',
        subscription_id: 's-1',
        product_key: 'cryo_yearly',
        title: 'Cryogenic Storage, yearly plan',
      },
      today,
    );
    expect(known.body).toContain('We could not charge your card for Cryogenic Storage, yearly plan.');
    expect(copy.action).toEqual({ href: '/manage-billing', label: 'Update your card' });
    expect(copy.when).toMatch(/^Since /);
  });

  it('counts the days to a destruction date, in words', () => {
    const copy = attentionCopy(
      { kind: 'destruction_date', date: '2026-12-25', item_id: 'i', vial_count: 1 },
      today,
    );
    expect(copy.when).toMatch(/\(in 30 days\)$/);
    expect(copy.body).toBe(
      'Your 1 vial has no storage plan after that day. Choose a plan before then to keep them.',
    );
    expect(
      attentionCopy({ kind: 'destruction_date', date: '2026-12-25', item_id: 'i', vial_count: 4 }, today)
        .body,
    ).toContain('Your 4 vials have no storage plan after that day.');
  });
});

describe('attentionCopy of what sam must do', () => {
  it('names the agreements still to sign and leads to the contracts page', () => {
    const copy = attentionCopy(
      {
        kind: 'agreements_to_sign',
        date: '2025-06-08T10:00:00.000Z',
        titles: ['Client agreement', 'Power of attorney for stored samples'],
      },
      today,
    );
    expect(copy.title).toBe('2 agreements to sign');
    expect(copy.when).toBe('Waiting since Jun 8, 2025');
    expect(copy.body).toBe(
      'Sign your client agreement and power of attorney for stored samples so the lab can act on your samples as you ask.',
    );
    expect(copy.action).toEqual({ href: '/contracts', label: 'Sign your agreements' });
  });

  it('offers the results call', () => {
    const copy = attentionCopy(
      { kind: 'results_call', date: '2026-11-15T15:00:00.000Z', result_id: 'r-1' },
      today,
    );
    expect(copy.action).toEqual({ href: '/schedule-results-call', label: 'Book a results call' });
    expect(copy.when).toBe('Results from Nov 15, 2026');
  });

  it('dates the next analysis ahead in days, and one that is due since its day', () => {
    const ahead = attentionCopy(
      { kind: 'retest_due', date: '2027-01-26', result_id: 'r-1' },
      today,
      'https://shop.example',
    );
    expect(ahead.when).toBe('Due around Jan 26, 2027 (in 62 days)');
    expect(ahead.action).toEqual({
      href: 'https://shop.example/sperm-analysis',
      label: 'Order a new analysis',
      external: true,
    });
    expect(attentionCopy({ kind: 'retest_due', date: '2026-10-01', result_id: 'r-1' }, today).when).toBe(
      'Due since Oct 1, 2026',
    );
  });
});

describe('attentionCopy of a kit to register', () => {
  const kit = (product_key: string | null, title: string) =>
    ({
      kind: 'kit_not_registered',
      date: '2026-11-19T10:00:00.000Z',
      item_id: 'kit-1',
      product_key,
      title,
      tracking_stage: 4,
      phase: 'to_lab',
    }) as const;

  it('names the kit by its product in English exactly as before', () => {
    expect(attentionCopy(kit('analysis', 'Semen Analysis'), today).title).toBe(
      'Register your Semen Analysis kit',
    );
    expect(attentionCopy(kit('sti', 'STI Test Kit'), today).title).toBe('Register your STI Test Kit');
    expect(attentionCopy(kit(null, 'Custom Panel'), today).title).toBe('Register your Custom Panel kit');
  });

  it("names the kit by its product's key in Spanish, not by its English title", async () => {
    const [analysis, sti] = await inSpanish(() => [
      attentionCopy(kit('analysis', 'Semen Analysis'), today),
      attentionCopy(kit('sti', 'STI Test Kit'), today),
    ]);
    expect(analysis.title).toBe('Registre su kit de análisis de semen');
    expect(analysis.when).toBe('Pedido el 19 nov 2026');
    expect(sti.title).toBe('Registre su kit de pruebas de ETS');
  });

  it('names the agreements as the server sends them, in the reader’s language, in a sentence', async () => {
    const copy = await inSpanish(() =>
      attentionCopy(
        {
          kind: 'agreements_to_sign',
          date: '2025-06-08T10:00:00.000Z',
          titles: ['Acuerdo del cliente', 'Poder sobre las muestras almacenadas'],
        },
        today,
      ),
    );
    expect(copy.body).toBe(
      'Firme lo siguiente: acuerdo del cliente y poder sobre las muestras almacenadas. Así el laboratorio podrá actuar con sus muestras como usted lo pide.',
    );
  });
});
