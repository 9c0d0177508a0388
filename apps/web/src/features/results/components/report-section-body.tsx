import { measureValueText, normalRangeText, PARAMETER_LABELS } from '@fathom/domain/result-labels';
import type { AnalysisSection, SectionReading } from '@fathom/domain/results';
import { Trans } from '@lingui/react/macro';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { LabNotes } from './lab-notes';
import { ResultGauge } from './result-gauge';

/** What a section of the report shows of the result: its measure, the lab's notes, or what no sperm means. */
export function ReportSectionBody({
  section,
  reading,
  label,
}: {
  section: AnalysisSection;
  /** Null until the result has loaded: measured sections then state their normal reference. */
  reading: SectionReading | null;
  label: string;
}) {
  const language = usePageLanguage();
  if (!reading) return null;
  const measure = reading.measure;
  // Post-thaw motility is measured only on a sample that was frozen and thawed: without one there is nothing
  // to draw, and a "- -" beside the storage plan would read as a missing result.
  const thawNotMeasured =
    measure?.parameter === 'post_thaw_motility' && measure.value === null && measure.state === null;
  const thawLabel = PARAMETER_LABELS[language].post_thaw_motility;
  const thawRange = normalRangeText('post_thaw_motility', language);
  return (
    <>
      {reading.azoospermic ? (
        <p
          className="mt-3 rounded-lg border-l-4 border-info-600 bg-info-50 p-3"
          data-testid="azoospermia-note"
        >
          <Trans>
            <strong>No sperm were found in this sample (azoospermia).</strong> This is more common than many
            people think, and it often has a cause that can be found and treated. A specialist can explain
            what it means for you and what to do next. The measures of sperm below read "No sperm found"; the
            volume of the sample is read as usual.
          </Trans>
        </p>
      ) : null}
      {thawNotMeasured ? (
        <p className="mt-3 text-sm" data-testid="post-thaw-not-measured">
          <Trans>
            <span className="font-semibold">{thawLabel}:</span> not measured for this analysis. Normal:{' '}
            {thawRange}.
          </Trans>
        </p>
      ) : measure ? (
        <ResultGauge
          parameter={measure.parameter}
          label={label}
          value={measure.value}
          state={measure.state}
        />
      ) : null}
      {reading.ejaculateConcentration !== null ? (
        <p className="mt-2 text-sm" data-testid="ejaculate-concentration">
          <span className="font-semibold">
            <Trans>Actual ejaculate concentration:</Trans>
          </span>{' '}
          {measureValueText(
            'concentration',
            reading.ejaculateConcentration,
            measure?.state ?? null,
            language,
          )}
        </p>
      ) : null}
      {reading.labNotes ? (
        <LabNotes notes={reading.labNotes} className="mt-3 rounded-lg border border-line p-3" />
      ) : section === 'lab-recommendations' ? (
        <p className="mt-3" data-testid="no-lab-notes">
          <Trans>The lab added no notes to this result.</Trans>
        </p>
      ) : null}
    </>
  );
}
