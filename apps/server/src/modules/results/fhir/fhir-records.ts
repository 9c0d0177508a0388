import { randomUUID } from 'node:crypto';
import { type FhirBundle, semenAnalysisBundle, stiPanelBundle } from '@fathom/domain/fhir-record';
import type { LabIdentity } from '@fathom/domain/lab';
import { stiReadableAt } from '@fathom/domain/sti-results';
import type { Queryable } from '../../../db/database';
import { findReleasedResult, reportContext, resultResource } from '../result-repository';
import { findStiReport } from '../sti/sti-repository';
import { findRecordPatient } from './fhir-repository';

export interface FhirRecordDeps {
  reads: Queryable;
  lab: LabIdentity;
  publicUrl: string;
}

export interface FhirRecord {
  bundle: FhirBundle;
  /** The kit the record reports on: reads are recorded against it. */
  itemId: string;
  resultDocumentId: string | null;
  /** A file name for the download. */
  fileName: string;
}

const day = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A released semen analysis of the account as a FHIR record, or null when it is not the account's or not
 * released. Without `withBirthDate` (a partner's download, as with the PDF report) the patient has no date of birth.
 */
export async function analysisRecord(
  deps: FhirRecordDeps,
  clientId: string,
  resultId: string,
  options: { withBirthDate: boolean; now: Date },
): Promise<FhirRecord | null> {
  const found = await findReleasedResult(deps.reads, clientId, resultId, options.now);
  if (!found) return null;
  const [context, patient] = await Promise.all([
    reportContext(deps.reads, found.item_id),
    findRecordPatient(deps.reads, clientId),
  ]);
  const releasedAt = new Date(found.ready_at);
  const bundle = semenAnalysisBundle(
    {
      resultId: found.id,
      values: resultResource(found).attributes,
      collectedOn: context.collectedOn,
      releasedAt,
      correctedAt: found.corrected_at ? new Date(found.corrected_at) : null,
    },
    {
      patient: {
        firstName: patient.firstName,
        lastName: patient.lastName,
        birthDate: options.withBirthDate ? patient.dateOfBirth : null,
      },
      lab: deps.lab,
      publicUrl: deps.publicUrl,
      now: options.now,
      newId: randomUUID,
    },
  );
  return {
    bundle,
    itemId: found.item_id,
    resultDocumentId: found.id,
    fileName: `semen-analysis-${day(releasedAt)}.fhir.json`,
  };
}

/** A readable STI panel of the account as a FHIR record; null when not the account's or not readable yet. */
export async function stiRecord(
  deps: FhirRecordDeps,
  clientId: string,
  itemId: string,
  now: Date,
): Promise<FhirRecord | null> {
  const report = await findStiReport(deps.reads, clientId, itemId);
  if (!report?.enteredAt) return null;
  const outcomes = report.results.map((result) => result.outcome);
  const readableAt = stiReadableAt(report, outcomes, now);
  if (!readableAt) return null;
  const patient = await findRecordPatient(deps.reads, clientId);
  const bundle = stiPanelBundle(
    {
      itemId: report.itemId,
      title: report.title,
      // Keys are written only through the validated staff route.
      results: report.results as Parameters<typeof stiPanelBundle>[0]['results'],
      enteredAt: new Date(report.enteredAt),
      releasedAt: readableAt,
    },
    {
      patient: { firstName: patient.firstName, lastName: patient.lastName, birthDate: patient.dateOfBirth },
      lab: deps.lab,
      publicUrl: deps.publicUrl,
      now,
      newId: randomUUID,
    },
  );
  return {
    bundle,
    itemId: report.itemId,
    resultDocumentId: null,
    fileName: `sti-panel-${day(readableAt)}.fhir.json`,
  };
}
