import { randomUUID } from 'node:crypto';
import zipcodes from 'zipcodes';

/** Fictional urologists at real ZIP codes, placed at each ZIP code's centre. */
const urologists = [
  {
    name: 'Dr. Elena Marsh',
    practice: 'Capital Men’s Health',
    address_1: '1601 Trinity Street',
    postal_code: '78705',
    phone: '+15125550140',
  },
  {
    name: 'Dr. Marcus Oyelaran',
    practice: 'Hill Country Urology',
    address_1: '4410 Medical Drive',
    postal_code: '78229',
    phone: '+12105550171',
  },
  {
    name: 'Dr. Priya Raman',
    practice: 'North Texas Fertility Urology',
    address_1: '5323 Harry Hines Boulevard',
    postal_code: '75390',
    phone: '+12145550122',
  },
  {
    name: 'Dr. James Whitfield',
    practice: 'Bayou Reproductive Urology',
    address_1: '6624 Fannin Street',
    postal_code: '77030',
    phone: '+17135550198',
  },
  {
    name: 'Dr. Sofia Brennan',
    practice: 'Upper East Side Urology',
    address_1: '525 East 68th Street',
    postal_code: '10065',
    phone: '+12125550155',
  },
  {
    name: 'Dr. Daniel Kim',
    practice: 'Lakeshore Men’s Fertility',
    address_1: '675 North Saint Clair Street',
    postal_code: '60611',
    phone: '+13125550133',
  },
  {
    name: 'Dr. Aaliyah Brooks',
    practice: 'Westwood Urology Group',
    address_1: '200 Medical Plaza',
    postal_code: '90095',
    phone: '+13105550117',
  },
  {
    name: 'Dr. Henrik Olsen',
    practice: 'Puget Sound Andrology',
    address_1: '1959 NE Pacific Street',
    postal_code: '98195',
    phone: '+12065550164',
  },
  {
    name: 'Dr. Grace Liu',
    practice: 'Beacon Hill Urology',
    address_1: '55 Fruit Street',
    postal_code: '02114',
    phone: '+16175550149',
  },
  {
    name: 'Dr. Mateo Alvarez',
    practice: 'Front Range Men’s Health',
    address_1: '12631 East 17th Avenue',
    postal_code: '80045',
    phone: '+13035550186',
  },
  {
    name: 'Dr. Naomi Fischer',
    practice: 'Biscayne Fertility Urology',
    address_1: '1120 NW 14th Street',
    postal_code: '33136',
    phone: '+13055550129',
  },
  {
    name: 'Dr. Samuel Ade',
    practice: 'Peachtree Urology Partners',
    address_1: '1365 Clifton Road NE',
    postal_code: '30322',
    phone: '+14045550102',
  },
];

export function demoUrologists() {
  return urologists.map((urologist) => {
    const place = zipcodes.lookup(urologist.postal_code);
    if (!place) throw new Error(`Unknown ZIP code ${urologist.postal_code}`);
    return {
      id: randomUUID(),
      ...urologist,
      city: place.city,
      state: place.state,
      latitude: place.latitude,
      longitude: place.longitude,
      accepts_new_patients: true,
    };
  });
}
