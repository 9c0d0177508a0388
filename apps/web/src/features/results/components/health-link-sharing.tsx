import type { HEALTH_LINK_LIFETIMES } from '@fathom/contract/health-links';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useCallback, useState } from 'react';
import { Button } from '../../../components/button';
import { CopyToClipboard } from '../../../components/copy-to-clipboard';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { formatDateTime } from '../../../lib/format';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import { countCategory, countText } from '../../../lib/i18n/counts';
import { useRequest } from '../../../lib/use-request';
import { createHealthLink, getHealthLinks, type HealthLink, turnOffHealthLink } from '../api/health-links';

/** The server's SVG shown as an image, so its markup never runs inside the page. */
const qrImageSource = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
const dateTime = (value: string) => formatDateTime(value);

const STATUS_TEXT: Readonly<Record<HealthLink['status'], MessageDescriptor>> = {
  active: msg({ message: 'Works', comment: 'A SMART Health Link that can be opened now' }),
  expired: msg({ message: 'Expired', comment: 'A SMART Health Link past its end' }),
  turned_off: msg({ message: 'Turned off', comment: 'A SMART Health Link its owner turned off' }),
  locked: msg`Turned off after too many wrong passcodes`,
};

function openedText(i18n: I18n, link: HealthLink): string {
  const count = link.open_count;
  if (count === 0) return i18n._(msg`Not opened yet`);
  const shown = countText(count);
  return i18n._(msg`${select(countCategory(count), { one: 'Opened once', other: `Opened ${shown} times` })}`);
}

/** One opening, as the clinic's software named itself: "Opened by Dr. Lee's clinic, Dec 4, 2026, 3:12 PM". */
function openingText(i18n: I18n, opening: HealthLink['openings'][number]): string {
  const when = dateTime(opening.opened_at);
  const recipient = opening.recipient;
  return recipient ? i18n._(msg`Opened by ${recipient}, ${when}`) : i18n._(msg`Opened ${when}`);
}

/** A link in one line: when it was made, whether it works (and until when), and whether it has a passcode. */
function linkText(i18n: I18n, link: HealthLink): string {
  const created = dateTime(link.created_at);
  const status = i18n._(STATUS_TEXT[link.status]);
  const until = dateTime(link.expires_at);
  const state =
    link.status === 'active'
      ? i18n._(msg`Created ${created} · ${status}, until ${until}`)
      : i18n._(msg`Created ${created} · ${status}`);
  return link.has_passcode ? i18n._(msg`${state} · with a passcode`) : state;
}

/**
 * A SMART Health Link to this result's FHIR record, for a clinic's own software: the customer picks how long it
 * works and an optional passcode, gets the link and its QR code once, sees when and by whom (as the clinic named
 * itself) it was opened, and turns it off.
 */
export function HealthLinkSharing({ resultId }: { resultId: string }) {
  const { t, i18n } = useLingui();
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
      setPasscodeError(t`The passcode needs at least 4 characters.`);
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
        <Trans>Share with a clinic (SMART Health Link)</Trans>
      </h2>
      <p className="mt-2 text-ink-soft">
        <Trans>
          A SMART Health Link gives a clinic’s own software this result as a medical record. Anyone with the
          link or its QR code can open it until it expires or you turn it off; a passcode, which you tell the
          clinic separately, keeps out anyone else who sees it.
        </Trans>
      </p>
      <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={(event) => void create(event)} noValidate>
        <SelectField
          label={t`The link works for`}
          value={days}
          onChange={setDays}
          options={[7, 30, 90].map((count) => ({
            value: String(count),
            label: t`${select(countCategory(count), { one: `${countText(count)} day`, other: `${countText(count)} days` })}`,
          }))}
        />
        <TextField
          label={t`Passcode (optional)`}
          value={passcode}
          onChange={setPasscode}
          autoComplete="off"
          hint={t`At least 4 characters. After 5 wrong tries the link stops working.`}
          error={passcodeError}
          maxLength={64}
        />
        <div className="sm:col-span-2">
          <Button type="submit" variant="secondary" loading={creating}>
            <Trans>Create a SMART Health Link</Trans>
          </Button>
        </div>
      </form>
      {created?.url ? (
        <div className="mt-4 rounded-lg border border-line p-4" role="status" data-testid="new-health-link">
          <p className="text-sm">
            <Trans>Your link (copy it or show the QR code now: it is shown only once).</Trans>{' '}
            {created.has_passcode ? <Trans>The clinic will need your passcode.</Trans> : null}
          </p>
          <p className="mt-1 font-mono text-sm break-all" data-testid="health-link-url">
            {created.url}
          </p>
          <CopyToClipboard text={created.url} ariaLabel={t`Copy the SMART Health Link`}>
            <Trans>Copy link</Trans>
          </CopyToClipboard>
          {created.qr_svg ? (
            <img
              src={qrImageSource(created.qr_svg)}
              alt={t`QR code of the SMART Health Link`}
              className="mt-3 h-48 w-48"
              data-testid="health-link-qr"
            />
          ) : null}
        </div>
      ) : null}
      {ofThisResult.length > 0 ? (
        <ul className="mt-4 space-y-3" aria-label={t`Your SMART Health Links`} data-testid="health-link-list">
          {ofThisResult.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <span>{linkText(i18n, link)}</span>
              <span data-testid="health-link-opens">{openedText(i18n, link)}</span>
              {link.status === 'active' ? (
                <Button variant="quiet" size="sm" onClick={() => void turnOff(link.id)}>
                  <Trans>Turn off this SMART Health Link</Trans>
                </Button>
              ) : null}
              {link.openings.length > 0 ? (
                <ul
                  className="w-full space-y-0.5 text-ink-soft"
                  aria-label={
                    link.open_count > link.openings.length ? t`Who opened it lately` : t`Who opened it`
                  }
                >
                  {link.openings.map((opening) => (
                    <li key={`${opening.opened_at} ${opening.recipient ?? ''}`}>
                      {openingText(i18n, opening)}
                    </li>
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
