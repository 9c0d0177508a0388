import { formatDateTime, formatDay } from '@fathom/domain/format';
import { LAB_REPORT_TIME_ZONE, type LabIdentity } from '@fathom/domain/lab';
import type { Language } from '@fathom/domain/languages';
import {
  measureValueText,
  normalRangeText,
  PARAMETER_LABELS,
  RESULT_STATE_LABELS,
} from '@fathom/domain/result-labels';
import { RESULT_PARAMETERS, type ResultState, resultState } from '@fathom/domain/results';
import { msg } from '@lingui/core/macro';
import { type Translator, translatorFor } from '../../i18n/translator';
import { type Cell, createTextPdf, PDF_COLOURS } from '../../pdf/text-pdf';
import { type ReportContext, type ResultRow, resultResource } from './result-repository';

const measureColumns = [0, 140, 250, 385];
const detailColumns = [0, 88, 220, 310];
const labColumns = [0, 88];

const label = (text: string): Cell => ({ text, color: PDF_COLOURS.inkSoft });
const value = (text: string): Cell => ({ text, isBold: true });

/**
 * A status in words, coloured: normal in green, outside the range in red, the rest in grey. The states' words are
 * the domain's, in the reader's language.
 */
function statusCell(state: ResultState | null, say: Translator): Cell {
  if (!state) return { text: say.text(msg`Not measured`), color: PDF_COLOURS.inkSoft };
  const color =
    state === 'Normal'
      ? PDF_COLOURS.success
      : state === 'Withdrawn'
        ? PDF_COLOURS.inkSoft
        : PDF_COLOURS.error;
  return { text: RESULT_STATE_LABELS[say.language][state], color, isBold: state !== 'Normal' };
}

/**
 * The semen analysis report as a PDF a clinician can file: who it is about, when the sample was collected
 * and reported, the lab that measured it, each value with its unit, reference range and status in words
 * (the domain's rules), and the lab's notes; in the reader's language (English unless given).
 */
export async function resultReportPdf(
  row: ResultRow,
  context: ReportContext & { productName: string; lab: LabIdentity; language?: Language },
): Promise<Uint8Array> {
  const { language } = context;
  const say = translatorFor(language);
  /** A day (YYYY-MM-DD) or a moment as the lab's calendar date, in the house style (ADR 049), or the words for a missing one. */
  const day = (when: string | Date | null, missing: string) =>
    when === null ? missing : formatDay(when, { timeZone: LAB_REPORT_TIME_ZONE, language });
  /**
   * A moment as the lab's date and time with its zone: a clinician judges a mailed sample's motility by how long
   * it travelled.
   */
  const moment = (when: string | null, missing: string) =>
    when === null ? missing : formatDateTime(when, { timeZone: LAB_REPORT_TIME_ZONE, language });

  const values = resultResource(row).attributes;
  const title = say.text(msg`Semen analysis report`);
  const pdf = await createTextPdf(title, {
    brand: context.productName,
    heading: say.text(msg`Confidential: patient results`),
    footer: `${context.lab.name} · ${context.lab.accreditation}`,
    language,
  });
  pdf.write(title, { size: 18, isBold: true, color: PDF_COLOURS.navy, gapAfter: 12 });

  pdf.row(
    [
      label(say.text(msg`Name`)),
      value(context.customerName),
      label(say.text(msg`Collected`)),
      value(day(context.collectedOn, say.text(msg`Not recorded`))),
    ],
    detailColumns,
  );
  pdf.row(
    [
      label(say.text(msg`Date of birth`)),
      value(day(context.dateOfBirth, say.text(msg`Not shown`))),
      label(say.text(msg`Received by lab`)),
      value(moment(context.receivedAt, say.text(msg`Not received yet`))),
    ],
    detailColumns,
  );
  pdf.row(
    [
      label(say.text(msg`Client number`)),
      value(context.clientNumber),
      label(say.text(msg`Reported`)),
      value(day(values.ready_at, '')),
    ],
    detailColumns,
    { gapAfter: 10 },
  );
  pdf.row([label(say.text(msg`Laboratory`)), value(context.lab.name)], labColumns, { gapAfter: 0 });
  pdf.row(['', context.lab.addressLines.join(', ')], labColumns, { gapAfter: 0 });
  pdf.row(['', context.lab.accreditation], labColumns, { gapAfter: 18 });

  if (values.is_azoospermic) {
    pdf.write(
      say.text(
        msg`No sperm were found in this sample (azoospermia). This has many causes, several of them treatable: a urologist can explain what it means for you.`,
      ),
      { gapAfter: 14 },
    );
  }
  pdf.row(
    [say.text(msg`Measure`), say.text(msg`Result`), say.text(msg`Reference range`), say.text(msg`Status`)],
    measureColumns,
    {
      isBold: true,
      fill: PDF_COLOURS.brandTint,
      color: PDF_COLOURS.navy,
      gapAfter: 0,
    },
  );
  // The measures' names, values and ranges in words are the domain's, in the reader's language.
  for (const parameter of RESULT_PARAMETERS) {
    const measured = values[parameter];
    const state = resultState(parameter, values, { storageStatus: context.storageStatus });
    pdf.row(
      [
        PARAMETER_LABELS[say.language][parameter],
        measured === null && state !== 'Azoospermic'
          ? say.text(msg`Not measured`)
          : measureValueText(parameter, measured, state, say.language),
        normalRangeText(parameter, say.language),
        statusCell(state, say),
      ],
      measureColumns,
      { ruleBelow: true, gapAfter: 0 },
    );
  }
  pdf.gap(20);
  pdf.write(say.text(msg`Notes from the lab`), { isBold: true, color: PDF_COLOURS.navy, gapAfter: 4 });
  // The lab's notes as the lab wrote them.
  pdf.write(values.lab_notes?.trim() || say.text(msg`The lab added no notes to this result.`), {
    gapAfter: 18,
  });
  pdf.write(
    say.text(
      msg`Reference ranges for volume, concentration, total count, motility and morphology are the World Health Organization reference values (WHO laboratory manual, 6th edition, 2021). One value outside its range rarely tells the whole story; sperm renews every 2-3 months, so a new test can read differently.`,
    ),
    { size: 9, color: PDF_COLOURS.inkSoft },
  );
  return pdf.save();
}
