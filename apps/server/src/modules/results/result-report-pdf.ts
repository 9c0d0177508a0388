import { formatDate } from '@fathom/domain/format';
import {
  normalRangeText,
  PARAMETER_LABELS,
  RESULT_STATE_LABELS,
  valueWithUnit,
} from '@fathom/domain/result-labels';
import { PARAMETER_REFERENCES, RESULT_PARAMETERS, resultState } from '@fathom/domain/results';
import { createTextPdf } from '../../pdf/text-pdf';
import { type ResultRow, resultResource } from './result-repository';

const columns = [0, 150, 270, 390];

/** The semen analysis report as a PDF: each value, its normal range and what it means, and the lab's notes. */
export async function resultReportPdf(
  row: ResultRow,
  context: { customerName: string; clientNumber: string; storageStatus: string | null },
): Promise<Uint8Array> {
  const values = resultResource(row).attributes;
  const pdf = await createTextPdf('Semen analysis report');
  pdf.write('Semen analysis report', { size: 18, isBold: true, gapAfter: 6 });
  pdf.write(`${context.customerName} · Client ${context.clientNumber}`, { size: 10, gapAfter: 2 });
  pdf.write(`Results ready ${formatDate(values.ready_at)}`, { size: 10, gapAfter: 18 });
  if (values.is_azoospermic) {
    pdf.write(
      'No sperm were found in this sample (azoospermia). This has many causes, several of them treatable: a urologist can explain what it means for you.',
      { gapAfter: 14 },
    );
  }
  pdf.row(['Measure', 'Your result', 'Normal', 'Reading'], columns, { isBold: true, gapAfter: 6 });
  for (const parameter of RESULT_PARAMETERS) {
    const value = values[parameter];
    const state = resultState(parameter, values, { storageStatus: context.storageStatus });
    pdf.row(
      [
        PARAMETER_LABELS[parameter],
        value === null ? '- -' : valueWithUnit(value, PARAMETER_REFERENCES[parameter].unit),
        normalRangeText(parameter),
        state ? RESULT_STATE_LABELS[state] : 'Not measured',
      ],
      columns,
    );
  }
  pdf.gap(14);
  if (values.lab_notes) {
    pdf.write('From the lab', { isBold: true, gapAfter: 2 });
    pdf.write(values.lab_notes, { gapAfter: 14 });
  }
  pdf.write(
    'Normal values are the World Health Organization reference values. One value outside its range rarely tells the whole story; sperm renews every 2-3 months, so a new test can read differently.',
    { size: 9 },
  );
  return pdf.save();
}
