import type { HEALTH_LINK_LIFETIMES } from '@fathom/contract/health-links';
import { type FormEvent, useCallback, useState } from 'react';
import { Button } from '../../../components/button';
import { CopyToClipboard } from '../../../components/copy-to-clipboard';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { formatDateTime } from '../../../lib/format';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import { useRequest } from '../../../lib/use-request';
import { createHealthLink, getHealthLinks, type HealthLink, turnOffHealthLink } from '../api/health-links';

/** The server's SVG shown as an image, so its markup never runs inside the page. */
const qrImageSource = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
const dateTime = (value: string) => formatDateTime(value);

const STATUS_TEXT: Readonly<Record<HealthLink['status'], string>> = {
  active: 'Works',
  expired: 'Expired',
  turned_off: 'Turned off',
  locked: 'Turned off after too many wrong passcodes',
};

function openedText(link: HealthLink): string {
  if (link.open_count === 0) return 'Not opened yet';
  return link.open_count === 1 ? 'Opened once' : `Opened ${link.open_count} times`;
}

/** One opening, as the clinic's software named itself: "Opened by Dr. Lee's clinic, Dec 4, 2026, 3:12 PM". */
function openingText(opening: HealthLink['openings'][number]): string {
  const when = dateTime(opening.opened_at);
  return opening.recipient ? `Opened by ${opening.recipient}, ${when}` : `Opened ${when}`;
}

/**
 * A SMART Health Link to this result's FHIR record, for a clinic's own software: the customer picks how long it
 * works and an optional passcode, gets the link and its QR code once, sees when and by whom (as the clinic named
 * itself) it was opened, and turns it off.
 */
export function HealthLinkSharing({ resultId }: { resultId: string }) {
  const [refresh, setRefresh] = useState(0);
  const [days, setDays] = useState('30');
  const [passcode, setPasscode] = useState('');
  const [passcodeError, setPasscodeError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<HealthLink | null>(null);
  const links = useRequest(getHealthLinks, refresh);
  const reload = useCallback(() => setRefresh((value) => value + 1), []);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (passcode && passcode.length < 4) {
      setPasscodeError('The passcode needs at least 4 characters.');
      return;
    }
    setPasscodeError(null);
    setCreating(true);
    try {
      const link = await createHealthLink({
        result_document_id: resultId,
        expires_in_days: Number(days) as (typeof HEALTH_LINK_LIFETIMES)[number],
        ...(passcode ? { passcode } : {}),
      });
      setCreated(link);
      setPasscode('');
      reload();
    } catch (error) {
      setPasscodeError(serverFieldErrors(error).passcode ?? null);
    } finally {
      setCreating(false);
    }
  };
  const turnOff = async (id: string) => {
    try {
      await turnOffHealthLink(id);
      if (created?.id === id) setCreated(null);
      reload();
    } catch {
      // The shared error effects explain the failure.
    }
  };
  const ofThisResult =
    links.status === 'success' ? links.data.filter((link) => link.result_document_id === resultId) : [];

  return (
    <section id="health-links" className="card mt-6 p-6" aria-labelledby="health-links-title">
      <h2 id="health-links-title" className="text-lg font-semibold">
        Share with a clinic (SMART Health Link)
      </h2>
      <p className="mt-2 text-ink-soft">
        A SMART Health Link gives a clinic’s own software this result as a medical record. Anyone with the
        link or its QR code can open it until it expires or you turn it off; a passcode, which you tell the
        clinic separately, keeps out anyone else who sees it.
      </p>
      <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={(event) => void create(event)} noValidate>
        <SelectField
          label="The link works for"
          value={days}
          onChange={setDays}
          options={[
            { value: '7', label: '7 days' },
            { value: '30', label: '30 days' },
            { value: '90', label: '90 days' },
          ]}
        />
        <TextField
          label="Passcode (optional)"
          value={passcode}
          onChange={setPasscode}
          autoComplete="off"
          hint="At least 4 characters. After 5 wrong tries the link stops working."
          error={passcodeError}
          maxLength={64}
        />
        <div className="sm:col-span-2">
          <Button type="submit" variant="secondary" loading={creating}>
            Create a SMART Health Link
          </Button>
        </div>
      </form>
      {created?.url ? (
        <div className="mt-4 rounded-lg border border-line p-4" role="status" data-testid="new-health-link">
          <p className="text-sm">
            Your link (copy it or show the QR code now: it is shown only once).{' '}
            {created.has_passcode ? 'The clinic will need your passcode.' : null}
          </p>
          <p className="mt-1 font-mono text-sm break-all" data-testid="health-link-url">
            {created.url}
          </p>
          <CopyToClipboard text={created.url} ariaLabel="Copy the SMART Health Link">
            Copy link
          </CopyToClipboard>
          {created.qr_svg ? (
            <img
              src={qrImageSource(created.qr_svg)}
              alt="QR code of the SMART Health Link"
              className="mt-3 h-48 w-48"
              data-testid="health-link-qr"
            />
          ) : null}
        </div>
      ) : null}
      {ofThisResult.length > 0 ? (
        <ul className="mt-4 space-y-3" aria-label="Your SMART Health Links" data-testid="health-link-list">
          {ofThisResult.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <span>
                Created {dateTime(link.created_at)} · {STATUS_TEXT[link.status]}
                {link.status === 'active' ? `, until ${dateTime(link.expires_at)}` : ''}
                {link.has_passcode ? ' · with a passcode' : ''}
              </span>
              <span data-testid="health-link-opens">{openedText(link)}</span>
              {link.status === 'active' ? (
                <Button variant="quiet" size="sm" onClick={() => void turnOff(link.id)}>
                  Turn off this SMART Health Link
                </Button>
              ) : null}
              {link.openings.length > 0 ? (
                <ul
                  className="w-full space-y-0.5 text-ink-soft"
                  aria-label={
                    link.open_count > link.openings.length ? 'Who opened it lately' : 'Who opened it'
                  }
                >
                  {link.openings.map((opening) => (
                    <li key={`${opening.opened_at} ${opening.recipient ?? ''}`}>{openingText(opening)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
