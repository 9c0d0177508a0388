import { valueWithUnit } from '@fathom/domain/result-labels';
import type { SectionReading } from '@fathom/domain/results';
import { ResultGauge } from './result-gauge';

/** What a section of the report shows of the result: its measure, the lab's notes, or what no sperm means. */
export function ReportSectionBody({
  reading,
  label,
}: {
  /** Null until the result has loaded: measured sections then state their normal reference. */
  reading: SectionReading | null;
  label: string;
}) {
  if (!reading) return null;
  return (
    <>
      {reading.azoospermic ? (
        <p
          className="mt-3 rounded-lg border-l-4 border-info-600 bg-info-50 p-3"
          data-testid="azoospermia-note"
        >
          <strong>No sperm were found in this sample (azoospermia).</strong> This is more common than many
          people think, and it often has a cause that can be found and treated. A specialist can explain what
          it means for you and what to do next. The measures of sperm below read "No sperm found"; the volume
          of the sample is read as usual.
        </p>
      ) : null}
      {reading.measure ? (
        <ResultGauge
          parameter={reading.measure.parameter}
          label={label}
          value={reading.measure.value}
          state={reading.measure.state}
        />
      ) : null}
      {reading.ejaculateConcentration !== null ? (
        <p className="mt-2 text-sm" data-testid="ejaculate-concentration">
          <span className="font-semibold">Actual ejaculate concentration:</span>{' '}
          {valueWithUnit(reading.ejaculateConcentration, 'million/ml')}
        </p>
      ) : null}
      {reading.labNotes ? (
        <p className="mt-3 rounded-lg border border-line p-3" data-testid="lab-notes">
          <span className="font-semibold">From the lab:</span> {reading.labNotes}
        </p>
      ) : null}
    </>
  );
}
