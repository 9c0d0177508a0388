import { describe, expect, it } from 'vitest';
import { signsLegalName, withdrawalErrors, withdrawalRecipientErrors } from './withdrawal';

// 2026-11-23 10:00 in New York; 15 days later is 2026-12-08.
const context = {
  now: new Date('2026-11-23T15:00:00Z'),
  timeZone: 'America/New_York',
  legalName: 'Sam Whitaker',
  vialsHeld: 4,
};
const request = {
  understood: true,
  recipientType: 'medical_facility',
  requestedDate: '2026-12-08',
  vialCount: 2,
  signature: 'Sam Whitaker',
};

describe('withdrawalErrors', () => {
  it('lets a request with every safeguard go ahead', () => {
    expect(withdrawalErrors(request, context, 'en')).toEqual({});
  });

  it('needs 15 days of lead time in the customer’s own time zone: 14 days is refused', () => {
    expect(withdrawalErrors({ ...request, requestedDate: '2026-12-07' }, context, 'en')).toEqual({
      requested_date: 'Choose a date at least 15 days from today: Dec 8, 2026 or later.',
    });
    // Late evening in Los Angeles is already the next day in UTC; the customer's date counts.
    const lateInLosAngeles = {
      ...context,
      now: new Date('2026-11-24T07:30:00Z'),
      timeZone: 'America/Los_Angeles',
    };
    expect(withdrawalErrors(request, lateInLosAngeles, 'en')).toEqual({});
  });

  it('refuses a recipient who is not a medical professional or facility, and a missing confirmation', () => {
    expect(
      withdrawalErrors({ ...request, recipientType: 'myself', understood: false }, context, 'en'),
    ).toEqual({
      recipient_type: 'Vials can be withdrawn only to a medical professional or facility.',
      understood: 'Please confirm that you understand how withdrawals work.',
    });
  });

  it('holds the vial count to the vials held', () => {
    expect(withdrawalErrors({ ...request, vialCount: 5 }, context, 'en').vial_count).toBe(
      'Choose between 1 and 4 vials.',
    );
    expect(withdrawalErrors({ ...request, vialCount: 0 }, context, 'en').vial_count).toBe(
      'Choose between 1 and 4 vials.',
    );
  });

  it('needs the legal name as the signature', () => {
    expect(withdrawalErrors({ ...request, signature: 'Sammy W' }, context, 'en').signature).toBe(
      'Sign with your full legal name, exactly as on your account: Sam Whitaker.',
    );
  });
});

describe('signsLegalName', () => {
  it('ignores case, accents and extra spaces, but not a different name', () => {
    expect(signsLegalName('  sam   WHITAKER ', 'Sam Whitaker')).toBe(true);
    expect(signsLegalName('Zoë Núñez', 'Zoe Nunez')).toBe(true);
    expect(signsLegalName('Sam', 'Sam Whitaker')).toBe(false);
    expect(signsLegalName('', '')).toBe(false);
  });
});

describe('withdrawalRecipientErrors', () => {
  const facility = {
    destination: 'domestic',
    recipient_type: 'medical_facility',
    recipient_name: '',
    recipient_facility: 'Hill Country Fertility',
    recipient_address: {
      address_1: '10 Congress Ave',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      country: 'US',
    },
    recipient_email: 'lab@hillcountry.example',
    recipient_phone: '(512) 555-0199',
  };

  it("asks a facility for the facility's name only; the contact person is optional", () => {
    expect(withdrawalRecipientErrors(facility, 'en')).toEqual({});
    expect(withdrawalRecipientErrors({ ...facility, recipient_facility: '  ' }, 'en')).toEqual({
      recipient_facility: 'Enter the name of the facility.',
    });
  });

  it('asks for a medical professional by name, with the clinic or practice the vials go to', () => {
    const professional = { ...facility, recipient_type: 'medical_professional' };
    expect(withdrawalRecipientErrors({ ...professional, recipient_facility: '' }, 'en')).toEqual({
      recipient_name: 'Enter the name of the medical professional.',
      recipient_facility: 'Enter the name of their clinic or practice.',
    });
    expect(withdrawalRecipientErrors({ ...professional, recipient_name: 'Dr. Ana Flores' }, 'en')).toEqual(
      {},
    );
  });

  it('names every missing or malformed part of a domestic address and contact at once', () => {
    expect(
      withdrawalRecipientErrors(
        {
          ...facility,
          recipient_address: { address_1: '', city: '', state: 'Texas', postal_code: '7870', country: 'US' },
          recipient_email: 'lab@',
          recipient_phone: '555-01',
        },
        'en',
      ),
    ).toEqual({
      'recipient_address.address_1': 'Enter the address.',
      'recipient_address.city': 'Enter the city.',
      'recipient_address.state': 'Choose the state.',
      'recipient_address.postal_code': 'Enter a 5-digit ZIP code.',
      recipient_email: 'Enter a valid email address.',
      recipient_phone: 'Enter a phone number with its area code.',
    });
  });

  it('takes any postal code abroad, needs a country other than the United States, and no state', () => {
    const abroad = {
      ...facility,
      destination: 'international',
      recipient_address: {
        address_1: '5 Harley Street',
        city: 'London',
        postal_code: 'W1G 9QY',
        country: 'gb',
      },
    };
    expect(withdrawalRecipientErrors(abroad, 'en')).toEqual({});
    expect(
      withdrawalRecipientErrors(
        {
          ...abroad,
          recipient_address: { ...abroad.recipient_address, postal_code: '', country: 'US' },
        },
        'en',
      ),
    ).toEqual({
      'recipient_address.postal_code': 'Enter the postal code.',
      'recipient_address.country': 'Enter the country as two letters, e.g. GB.',
    });
    expect(withdrawalRecipientErrors({ ...facility, destination: 'moon' }, 'en').destination).toBe(
      'Choose where the vials go.',
    );
  });
});

describe('withdrawal messages in Spanish', () => {
  it('dates the earliest day in Spanish, and counts the vials held', () => {
    expect(
      withdrawalErrors({ ...request, requestedDate: '2026-12-07', vialCount: 5 }, context, 'es'),
    ).toEqual({
      requested_date: 'Elija una fecha al menos 15 días después de hoy: el 8 dic 2026 o más tarde.',
      vial_count: 'Elija entre 1 y 4 viales.',
    });
    expect(
      withdrawalErrors({ ...request, vialCount: 2 }, { ...context, vialsHeld: 1 }, 'es').vial_count,
    ).toBe('Solo hay 1 vial guardado en este almacenamiento: elija 1.');
  });

  it('names what the recipient misses', () => {
    const errors = withdrawalRecipientErrors(
      {
        destination: 'domestic',
        recipient_type: 'medical_facility',
        recipient_facility: '',
        recipient_address: {
          address_1: '1 Main St',
          city: 'Austin',
          state: 'TX',
          postal_code: '787',
          country: 'US',
        },
        recipient_email: 'lab@clinic.example',
        recipient_phone: '5125550100',
      },
      'es',
    );
    expect(errors).toEqual({
      recipient_facility: 'Escriba el nombre del centro médico.',
      'recipient_address.postal_code': 'Escriba un código postal (ZIP) de 5 dígitos.',
    });
  });
});
