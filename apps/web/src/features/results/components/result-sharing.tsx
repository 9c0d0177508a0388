import { staffReaderName } from '@fathom/domain/staff-roles';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/button';
import { CopyToClipboard } from '../../../components/copy-to-clipboard';
import { formatDateTime, formatDay } from '../../../lib/format';
import { useRequest } from '../../../lib/use-request';
import { downloadUrl } from '../../../lib/view-as-download';
import {
  createShareLink,
  fhirRecordUrl,
  getResultViews,
  getShareLinks,
  type ResultView,
  resultReportUrl,
  revokeShareLink,
} from '../api/sharing';

const VIEWER_TEXT: Readonly<Record<ResultView['viewer'], MessageDescriptor>> = {
  owner: msg({ message: 'You', comment: 'Who read the results: the account holder' }),
  partner: msg({ message: 'Your partner', comment: 'Who read the results' }),
  staff: msg({ message: 'Fathom lab staff', comment: 'Who read the results' }),
  shared_link: msg({ message: 'Someone with a link you shared', comment: 'Who read the results' }),
};
/** How the results were read, after who read them ("Your partner in the portal"). */
const CHANNEL_TEXT: Readonly<Record<ResultView['channel'], MessageDescriptor>> = {
  portal: msg({ message: 'in the portal', comment: 'How the results were read, after who read them' }),
  report: msg({
    message: 'downloaded the PDF report',
    comment: 'How the results were read, after who read them',
  }),
  shared_link: msg({
    message: 'through the shared link',
    comment: 'How the results were read, after who read them',
  }),
  staff: msg({ message: 'for lab work', comment: 'How the results were read, after who read them' }),
  fhir: msg({
    message: 'downloaded the FHIR record',
    comment: 'How the results were read, after who read them',
  }),
  health_link: msg({
    message: 'through a SMART Health Link',
    comment: 'How the results were read, after who read them',
  }),
};

const dateTime = (value: string) => formatDateTime(value);

/**
 * One reading of the results ("Your partner in the portal, …"), or the owner's latest ("You, last on …"); one through a SMART Health Link names who opened
 * it, as the clinic's software named itself ("Opened by Dr. Lee's clinic through a SMART Health Link, …").
 */
function viewText(i18n: I18n, view: ResultView): string {
  const when = dateTime(view.viewed_at);
  // The owner's own reads are one line, their latest (the list is for who else read the results).
  if (view.viewer === 'owner') return i18n._(msg`You, last on ${when}`);
  // A staff member's read names their role and the day: "Fathom staff (support), Dec 4, 2026".
  if (view.viewer === 'staff')
    return `${staffReaderName(view.viewer_staff_role)}, ${formatDay(view.viewed_at)}`;
  const how = i18n._(CHANNEL_TEXT[view.channel]);
  const recipient = view.recipient;
  if (recipient) return i18n._(msg`Opened by ${recipient} ${how}, ${when}`);
  const who = view.viewer_name ?? i18n._(VIEWER_TEXT[view.viewer]);
  return i18n._(msg({ message: `${who} ${how}, ${when}`, comment: 'Who read the results, how, and when' }));
}

/** The report to download, links to share this result (turned off at any time) and who has read the results. */
export function ResultSharing({ resultId }: { resultId: string }) {
  const { t, i18n } = useLingui();
  const [refresh, setRefresh] = useState(0);
  const [newLink, setNewLink] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const links = useRequest(getShareLinks, refresh);
  const views = useRequest(getResultViews, refresh);
  const reload = useCallback(() => setRefresh((value) => value + 1), []);

  const create = async () => {
    setCreating(true);
    try {
      const link = await createShareLink(resultId);
      setNewLink(link.url ?? null);
      reload();
    } catch {
      // The shared error effects explain the failure.
    } finally {
      setCreating(false);
    }
  };
  const revoke = async (id: string) => {
    try {
      await revokeShareLink(id);
      setNewLink(null);
      reload();
    } catch {
      // The shared error effects explain the failure.
    }
  };
  const activeLinks =
    links.status === 'success'
      ? links.data.filter((link) => link.result_document_id === resultId && !link.revoked_at)
      : [];

  return (
    <section id="share-your-results" className="card mt-6 p-6" aria-labelledby="share-title">
      <h2 id="share-title" className="text-lg font-semibold">
        <Trans>Keep and share your report</Trans>
      </h2>
      <p className="mt-2">
        <a
          href={downloadUrl(resultReportUrl(resultId))}
          download
          className="text-link"
          data-testid="download-report"
        >
          <Trans>Download your report (PDF)</Trans>
        </a>
      </p>
      <p className="mt-2">
        <a
          href={downloadUrl(fhirRecordUrl(resultId))}
          download
          className="text-link"
          data-testid="download-fhir"
        >
          <Trans>Download as FHIR (for your clinic)</Trans>
        </a>
      </p>
      <p className="mt-4 text-ink-soft">
        <Trans>
          A link lets a doctor see this result without an account. It shows your values, not your name or
          contact details, and stops working as soon as you turn it off.
        </Trans>
      </p>
      <Button variant="secondary" className="mt-3" loading={creating} onClick={() => void create()}>
        <Trans>Create a link to share</Trans>
      </Button>
      {newLink ? (
        <div className="mt-3 rounded-lg border border-line p-3" role="status">
          <p className="text-sm">
            <Trans>Your link (copy it now: it is shown only once)</Trans>
          </p>
          <p className="font-mono text-sm break-all" data-testid="share-link">
            {newLink}
          </p>
          <CopyToClipboard text={newLink} ariaLabel={t`Copy the link`}>
            <Trans>Copy link</Trans>
          </CopyToClipboard>
        </div>
      ) : null}
      {activeLinks.length > 0 ? (
        <ul className="mt-4 space-y-2" aria-label={t`Links that work now`}>
          {activeLinks.map((link) => {
            const created = dateTime(link.created_at);
            return (
              <li key={link.id} className="flex flex-wrap items-center gap-3">
                <span>
                  <Trans>Link created {created}</Trans>
                </span>
                <Button variant="quiet" size="sm" onClick={() => void revoke(link.id)}>
                  <Trans>Turn off this link</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <h3 className="mt-6 font-semibold">
        <Trans>Who has seen your results</Trans>
      </h3>
      {views.status === 'success' && views.data.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm" data-testid="result-views">
          {views.data.map((view) => (
            <li key={view.id}>{viewText(i18n, view)}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink-faint">
          <Trans>No one has opened your results yet.</Trans>
        </p>
      )}
    </section>
  );
}
