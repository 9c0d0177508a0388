import { RECIPIENT_MAX_LENGTH, recipientProblem } from '@fathom/domain/health-link-recipient';
import { extractErrorMessage } from '@fathom/domain/http-errors';
import { valueWithUnit } from '@fathom/domain/result-labels';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { LanguageSwitch } from '../../../components/language-switch';
import { formatDay } from '../../../lib/format';
import { isApiError } from '../../../lib/http/api-error';
import { api } from '../../../lib/http/client';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import { countCategory, countText } from '../../../lib/i18n/counts';
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
  /** The report's own name for itself; null when it gives none. */
  title: string | null;
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
    title: report?.code?.text ?? null,
    issued: report?.issued ?? null,
    observations: resources.filter((resource) => resource.resourceType === 'Observation') as Observation[],
  };
}

/**
 * A SMART Health Link opened in the portal itself (`/shl#shlink:/…`): who is opening it and, when the link
 * asks, the passcode; then the record, decrypted in this browser with the key in the link, never sent to us.
 */
export default function HealthLinkPage() {
  const { t } = useLingui();
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
  const until = payload?.exp ? formatDay(new Date(payload.exp * 1000).toISOString()) : null;

  /** The record's name, and the day it was released when it says. */
  const releasedText = (title: string, issued: string | null) => {
    const day = issued ? formatDay(issued) : null;
    return day ? t`${title}, released ${day}.` : t`${title}.`;
  };
  /** What the lab read of a value, with its normal range when the record gives one. */
  const readingText = (observation: Observation) => {
    const reading = observation.interpretation?.[0]?.coding?.[0]?.display ?? '';
    const normal = observation.referenceRange?.[0]?.text;
    return normal ? t`${reading} (normal: ${normal})` : reading;
  };
  /** A wrong passcode's answer in words of the page, from the tries it says are left. */
  const wrongPasscodeText = (body: unknown): string | null => {
    const left = (body as { remainingAttempts?: unknown } | null)?.remainingAttempts;
    if (typeof left !== 'number') return null;
    return left > 0
      ? t`The passcode is not right. ${select(countCategory(left), { one: `${countText(left)} try is left.`, other: `${countText(left)} tries are left.` })}`
      : t`The passcode is not right, and the link is now turned off.`;
  };

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
      // The manifest's 401 says the passcode is wrong and how many tries are left: said here in the page's
      // language from the count it gives, else in its own words.
      setProblem(
        isApiError(error) && error.status === 401
          ? (wrongPasscodeText(error.body) ??
              extractErrorMessage(error.body) ??
              t`The passcode is not right.`)
          : t`This link does not work: it has expired or was turned off. Ask for a new one.`,
      );
    } finally {
      setOpening(false);
    }
  };

  return (
    <section className="page-section mx-auto px-4 py-8 sm:px-6" aria-labelledby="health-link-title">
      {/* Signed out, a recipient reads the page in the language it was sent in, and can choose the other. */}
      <div className="mb-4 flex justify-end">
        <LanguageSwitch />
      </div>
      <h1 id="health-link-title" className="page-title" tabIndex={-1}>
        {payload?.label ?? 'SMART Health Link'}
      </h1>
      {!payload || !ownManifest ? (
        <p className="page-lead" role="alert">
          <Trans>
            This address holds no SMART Health Link that this portal can open. Open it with your SMART Health
            Links viewer.
          </Trans>
        </p>
      ) : record ? (
        <>
          <p className="page-lead">{releasedText(record.title ?? t`Results`, record.issued)}</p>
          <table className="card mt-6 w-full text-left">
            <caption className="sr-only">{record.title ?? t`Results`}</caption>
            <thead>
              <tr>
                <th scope="col" className="p-2 sm:p-3">
                  <Trans>Measure</Trans>
                </th>
                <th scope="col" className="p-2 sm:p-3">
                  <Trans>Value</Trans>
                </th>
                <th scope="col" className="p-2 sm:p-3">
                  <Trans>Reading</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {record.observations.map((observation) => (
                <tr
                  key={observation.code?.coding?.[0]?.code ?? observation.code?.text}
                  className="border-t border-line"
                >
                  <th scope="row" className="p-2 font-normal sm:p-3">
                    {observation.code?.text ?? observation.code?.coding?.[0]?.display}
                  </th>
                  <td className="p-2 sm:p-3">
                    {observation.valueQuantity
                      ? valueWithUnit(
                          observation.valueQuantity.value,
                          observation.valueQuantity.unit ?? '',
                          language,
                        )
                      : observation.valueString}
                  </td>
                  <td className="p-2 sm:p-3">{readingText(observation)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <form className="card mt-6 grid max-w-md gap-4 p-6" onSubmit={(event) => void open(event)} noValidate>
          <p>
            {until ? (
              <Trans>
                A medical record shared with you through a SMART Health Link, until {until}. Opening it tells
                its owner who you are: the name you give here.
              </Trans>
            ) : (
              <Trans>
                A medical record shared with you through a SMART Health Link. Opening it tells its owner who
                you are: the name you give here.
              </Trans>
            )}
          </p>
          <TextField
            label={t`Your name or clinic`}
            value={recipient}
            onChange={setRecipient}
            autoComplete="organization"
            maxLength={RECIPIENT_MAX_LENGTH}
            error={recipientError}
          />
          {needsPasscode ? (
            <TextField label={t`Passcode`} value={passcode} onChange={setPasscode} autoComplete="off" />
          ) : null}
          {problem ? (
            <p role="alert" className="text-sm font-semibold">
              {problem}
            </p>
          ) : null}
          <Button type="submit" loading={opening}>
            <Trans>Open the record</Trans>
          </Button>
        </form>
      )}
    </section>
  );
}
