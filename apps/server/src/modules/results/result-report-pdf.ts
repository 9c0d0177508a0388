import { formatDateTime, formatDay } from '@fathom/domain/format';
import { LAB_REPORT_TIME_ZONE, type LabIdentity } from '@fathom/domain/lab';
import {
  measureValueText,
  normalRangeText,
  PARAMETER_LABELS,
  RESULT_STATE_LABELS,
} from '@fathom/domain/result-labels';
import { RESULT_PARAMETERS, type ResultState, resultState } from '@fathom/domain/results';
import { type Cell, createTextPdf, PDF_COLOURS } from '../../pdf/text-pdf';
import { type ReportContext, type ResultRow, resultResource } from './result-repository';

export const REPORT_TITLE = 'Semen analysis report';
const measureColumns = [0, 140, 250, 385];
const detailColumns = [0, 88, 220, 310];
const labColumns = [0, 88];

/** A day (YYYY-MM-DD) or a moment as the lab's calendar date, in the house style (ADR 049), or the words for a missing one. */
const day = (value: string | Date | null, missing: string) =>
  value === null ? missing : formatDay(value, { timeZone: LAB_REPORT_TIME_ZONE });

/**
 * A moment as the lab's date and time with its zone: a clinician judges a mailed sample's motility by how long
 * it travelled.
 */
const moment = (value: string | null, missing: string) =>
  value === null ? missing : formatDateTime(value, { timeZone: LAB_REPORT_TIME_ZONE });

const label = (text: string): Cell => ({ text, color: PDF_COLOURS.inkSoft });
const value = (text: string): Cell => ({ text, isBold: true });

/** A status in words, coloured: normal in green, outside the range in red, the rest in grey. */
function statusCell(state: ResultState | null): Cell {
  if (!state) return { text: 'Not measured', color: PDF_COLOURS.inkSoft };
  const color =
    state === 'Normal'
      ? PDF_COLOURS.success
      : state === 'Withdrawn'
        ? PDF_COLOURS.inkSoft
        : PDF_COLOURS.error;
  return { text: RESULT_STATE_LABELS.en[state], color, isBold: state !== 'Normal' };
}

/**
 * The semen analysis report as a PDF a clinician can file: who it is about, when the sample was collected
 * and reported, the lab that measured it, each value with its unit, reference range and status in words
 * (the domain's rules), and the lab's notes.
 */
export async function resultReportPdf(
  row: ResultRow,
  context: ReportContext & { productName: string; lab: LabIdentity },
): Promise<Uint8Array> {
  const values = resultResource(row).attributes;
  const pdf = await createTextPdf(REPORT_TITLE, {
    brand: context.productName,
    heading: 'Confidential: patient results',
    footer: `${context.lab.name} · ${context.lab.accreditation}`,
  });
  pdf.write(REPORT_TITLE, { size: 18, isBold: true, color: PDF_COLOURS.navy, gapAfter: 12 });

  pdf.row(
    [
      label('Name'),
      value(context.customerName),
      label('Collected'),
      value(day(context.collectedOn, 'Not recorded')),
    ],
    detailColumns,
  );
  pdf.row(
    [
      label('Date of birth'),
      value(day(context.dateOfBirth, 'Not shown')),
      label('Received by lab'),
      value(moment(context.receivedAt, 'Not received yet')),
    ],
    detailColumns,
  );
  pdf.row(
    [label('Client number'), value(context.clientNumber), label('Reported'), value(day(values.ready_at, ''))],
    detailColumns,
    { gapAfter: 10 },
  );
  pdf.row([label('Laboratory'), value(context.lab.name)], labColumns, { gapAfter: 0 });
  pdf.row(['', context.lab.addressLines.join(', ')], labColumns, { gapAfter: 0 });
  pdf.row(['', context.lab.accreditation], labColumns, { gapAfter: 18 });

  if (values.is_azoospermic) {
    pdf.write(
      'No sperm were found in this sample (azoospermia). This has many causes, several of them treatable: a urologist can explain what it means for you.',
      { gapAfter: 14 },
    );
  }
  pdf.row(['Measure', 'Result', 'Reference range', 'Status'], measureColumns, {
    isBold: true,
    fill: PDF_COLOURS.brandTint,
    color: PDF_COLOURS.navy,
    gapAfter: 0,
  });
  for (const parameter of RESULT_PARAMETERS) {
    const measured = values[parameter];
    const state = resultState(parameter, values, { storageStatus: context.storageStatus });
    pdf.row(
      [
        // In English, as the report's own words are until the server's documents have a language.
        PARAMETER_LABELS.en[parameter],
        measured === null && state !== 'Azoospermic'
          ? 'Not measured'
          : measureValueText(parameter, measured, state, 'en'),
        normalRangeText(parameter, 'en'),
        statusCell(state),
      ],
      measureColumns,
      { ruleBelow: true, gapAfter: 0 },
    );
  }
  pdf.gap(20);
  pdf.write('Notes from the lab', { isBold: true, color: PDF_COLOURS.navy, gapAfter: 4 });
  pdf.write(values.lab_notes?.trim() || 'The lab added no notes to this result.', { gapAfter: 18 });
  pdf.write(
    'Reference ranges for volume, concentration, total count, motility and morphology are the World Health Organization reference values (WHO laboratory manual, 6th edition, 2021). One value outside its range rarely tells the whole story; sperm renews every 2-3 months, so a new test can read differently.',
    { size: 9, color: PDF_COLOURS.inkSoft },
  );
  return pdf.save();
}
