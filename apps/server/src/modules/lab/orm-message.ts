/** Text in an HL7 field: its separators and escape character written as HL7's escapes. */
export function hl7Text(value: string): string {
  return value
    .replace(/\\/g, '\\E\\')
    .replace(/\|/g, '\\F\\')
    .replace(/\^/g, '\\S\\')
    .replace(/&/g, '\\T\\')
    .replace(/~/g, '\\R\\')
    .replace(/[\r\n]+/g, ' ');
}

/** A moment as HL7 v2.5.1's DTM, in UTC: YYYYMMDDHHMMSS+0000. */
export function hl7Timestamp(at: Date): string {
  return `${at.toISOString().replace(/[-:T]/g, '').slice(0, 14)}+0000`;
}

/** What the lab orders: the semen analysis panel in LOINC, or Fathom's STI panel. */
const ORDERED = {
  analysis: '54231-6^Semen analysis fertility panel^LN',
  sti: 'STI-PANEL^STI panel^FATHOM',
} as const;

/**
 * A new order (ORM^O01, v2.5.1) for one kit: the kit's printed id is the placer order number (ORC-2, OBR-2), which
 * the lab answers in OBR-3 of its results; the customer's client number, name and date of birth in PID.
 */
export function orderMessage(order: {
  controlId: string;
  kitIdentifier: string;
  category: 'analysis' | 'sti';
  patient: { clientNumber: string; firstName: string; lastName: string; dateOfBirth: string | null };
  at: Date;
}): string {
  const stamp = hl7Timestamp(order.at);
  const kit = `${hl7Text(order.kitIdentifier)}^FATHOM`;
  const { patient } = order;
  return [
    `MSH|^~\\&|FATHOM|FATHOM|LIS|LAB|${stamp}||ORM^O01^ORM_O01|${order.controlId}|P|2.5.1|||AL|NE`,
    `PID|1||${hl7Text(patient.clientNumber)}^^^FATHOM^MR||${hl7Text(patient.lastName)}^${hl7Text(patient.firstName)}||${patient.dateOfBirth?.replace(/-/g, '') ?? ''}`,
    `ORC|NW|${kit}|||||||${stamp}`,
    `OBR|1|${kit}||${ORDERED[order.category]}`,
  ].join('\r');
}
