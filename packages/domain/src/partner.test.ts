import { describe, expect, it } from 'vitest';
import {
  PARTNER_STATUS_LABELS,
  partnerAccessSentence,
  partnerAccessStatus,
  partnerActiveSince,
} from './partner';

const added = '2026-03-02T15:00:00.000Z';
const invited = { created_at: added, password_chosen_at: null, first_signed_in_at: null };

describe('partner access', () => {
  it('is invited, waiting for a password, until the partner chooses one or signs in', () => {
    expect(partnerAccessStatus(invited)).toBe('invited');
    expect(partnerAccessSentence(invited, 'en')).toBe(
      'Invited Mar 2, 2026; waiting for them to choose a password from our email.',
    );
  });

  it('is active once the partner has chosen a password, even before signing in', () => {
    const chosen = { ...invited, password_chosen_at: '2026-03-03T09:00:00.000Z' };
    expect(partnerAccessStatus(chosen)).toBe('active');
    expect(partnerAccessSentence(chosen, 'en')).toBe(
      'Active since Mar 3, 2026: they have chosen their password and can sign in to read your results.',
    );
  });

  it('is active from whichever came first, the password or the first sign-in', () => {
    const both = {
      ...invited,
      password_chosen_at: '2026-03-05T09:00:00.000Z',
      first_signed_in_at: '2026-03-04T09:00:00.000Z',
    };
    expect(partnerActiveSince(both)).toBe('2026-03-04T09:00:00.000Z');
    expect(partnerAccessSentence(both, 'en')).toBe(
      'Active since Mar 4, 2026: they sign in with their own password and read your results.',
    );
  });
});

describe('partner access in Spanish', () => {
  it('dates the invitation and the access in Spanish', () => {
    expect(partnerAccessSentence(invited, 'es')).toBe(
      'Invitación enviada el 2 mar 2026; esperamos que elija una contraseña con el enlace de nuestro correo electrónico.',
    );
    expect(
      partnerAccessSentence(
        {
          ...invited,
          password_chosen_at: '2026-03-03T09:00:00.000Z',
          first_signed_in_at: '2026-03-04T09:00:00.000Z',
        },
        'es',
      ),
    ).toBe(
      'Acceso activo desde el 3 mar 2026: inicia sesión con su propia contraseña y ve los resultados que usted comparte.',
    );
    expect(PARTNER_STATUS_LABELS.es.invited).toBe('Invitación enviada');
  });
});
