import { RECIPIENT_MAX_LENGTH, recipientProblem } from '@fathom/domain/health-link-recipient';
import { extractErrorMessage } from '@fathom/domain/http-errors';
import { valueWithUnit } from '@fathom/domain/result-labels';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { formatDay } from '../../../lib/format';
import { isApiError } from '../../../lib/http/api-error';
import { api } from '../../../lib/http/client';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { decryptShlinkFile, readShlink } from '../shl-link';

interface Observation {
  code?: { text?: string; coding?: { code?: string; display?: string }[] };
  valueQuantity?: { value?: number; unit?: string };
  valueString?: string;
  interpretation?: { coding?: { display?: string }[] }[];
  referenceRange?: { text?: string }[];
}
interface RecordView {
  title: string;
  issued: string | null;
  observations: Observation[];
}

function readRecord(json: string): RecordView {
  const bundle = JSON.parse(json) as { entry?: { resource?: Record<string, unknown> }[] };
  const resources = (bundle.entry ?? []).map((entry) => entry.resource ?? {});
  const report = resources.find((resource) => resource.resourceType === 'DiagnosticReport') as
    | { code?: { text?: string }; issued?: string }
    | undefined;
  return {
    title: report?.code?.text ?? 'Results',
    issued: report?.issued ?? null,
    observations: resources.filter((resource) => resource.resourceType === 'Observation') as Observation[],
  };
}

/**
 * A SMART Health Link opened in the portal itself (`/shl#shlink:/…`): who is opening it and, when the link
 * asks, the passcode; then the record, decrypted in this browser with the key in the link, never sent to us.
 */
export default function HealthLinkPage() {
  const payload = readShlink(window.location.hash);
  const [recipient, setRecipient] = useState('');
  const [recipientError, setRecipientError] = useState<string | null>(null);
  const [passcode, setPasscode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [record, setRecord] = useState<RecordView | null>(null);
  const language = usePageLanguage();
  const needsPasscode = payload?.flag?.includes('P') === true;
  const ownManifest = payload ? new URL(payload.url).origin === window.location.origin : false;

  const open = async (event: FormEvent) => {
    event.preventDefault();
    if (!payload) return;
    // The owner reads this name as given: the server's rule, checked here first.
    const named = recipientProblem(recipient.trim(), language);
    setRecipientError(named);
    if (named) return;
    setProblem(null);
    setOpening(true);
    try {
      const manifest = await api.raw.post<{ files: { embedded?: string }[] }>(
        new URL(payload.url).pathname.replace(/^\/api/, ''),
        { recipient: recipient.trim(), ...(needsPasscode ? { passcode } : {}) },
        { handled: true, sessionless: true },
      );
      const embedded = manifest.files[0]?.embedded;
      if (!embedded) throw new Error('no file');
      setRecord(readRecord(await decryptShlinkFile(embedded, payload.key)));
    } catch (error) {
      const refusedName =
        isApiError(error) && error.status === 422 ? serverFieldErrors(error).recipient : null;
      if (refusedName) {
        setRecipientError(refusedName);
        return;
      }
      // The manifest's 401 says the passcode is wrong and how many tries are left, in its own words.
      setProblem(
        isApiError(error) && error.status === 401
          ? (extractErrorMessage(error.body) ?? 'The passcode is not right.')
          : 'This link does not work: it has expired or was turned off. Ask for a new one.',
      );
    } finally {
      setOpening(false);
    }
  };

  return (
    <section className="page-section mx-auto px-4 py-8 sm:px-6" aria-labelledby="health-link-title">
      <h1 id="health-link-title" className="page-title" tabIndex={-1}>
        {payload?.label ?? 'SMART Health Link'}
      </h1>
      {!payload || !ownManifest ? (
        <p className="page-lead" role="alert">
          This address holds no SMART Health Link that this portal can open. Open it with your SMART Health
          Links viewer.
        </p>
      ) : record ? (
        <>
          <p className="page-lead">
            {record.title}
            {record.issued ? `, released ${formatDay(record.issued)}` : ''}.
          </p>
          <table className="card mt-6 w-full text-left">
            <caption className="sr-only">{record.title}</caption>
            <thead>
              <tr>
                <th scope="col" className="p-3">
                  Measure
                </th>
                <th scope="col" className="p-3">
                  Value
                </th>
                <th scope="col" className="p-3">
                  Reading
                </th>
              </tr>
            </thead>
            <tbody>
              {record.observations.map((observation) => (
                <tr
                  key={observation.code?.coding?.[0]?.code ?? observation.code?.text}
                  className="border-t border-line"
                >
                  <th scope="row" className="p-3 font-normal">
                    {observation.code?.text ?? observation.code?.coding?.[0]?.display}
                  </th>
                  <td className="p-3">
                    {observation.valueQuantity
                      ? valueWithUnit(
                          observation.valueQuantity.value,
                          observation.valueQuantity.unit ?? '',
                          language,
                        )
                      : observation.valueString}
                  </td>
                  <td className="p-3">
                    {observation.interpretation?.[0]?.coding?.[0]?.display}
                    {observation.referenceRange?.[0]?.text
                      ? ` (normal: ${observation.referenceRange[0].text})`
                      : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <form className="card mt-6 grid max-w-md gap-4 p-6" onSubmit={(event) => void open(event)} noValidate>
          <p>
            A medical record shared with you through a SMART Health Link
            {payload.exp ? `, until ${formatDay(new Date(payload.exp * 1000).toISOString())}` : ''}. Opening
            it tells its owner who you are: the name you give here.
          </p>
          <TextField
            label="Your name or clinic"
            value={recipient}
            onChange={setRecipient}
            autoComplete="organization"
            maxLength={RECIPIENT_MAX_LENGTH}
            error={recipientError}
          />
          {needsPasscode ? (
            <TextField label="Passcode" value={passcode} onChange={setPasscode} autoComplete="off" />
          ) : null}
          {problem ? (
            <p role="alert" className="text-sm font-semibold">
              {problem}
            </p>
          ) : null}
          <Button type="submit" loading={opening}>
            Open the record
          </Button>
        </form>
      )}
    </section>
  );
}
