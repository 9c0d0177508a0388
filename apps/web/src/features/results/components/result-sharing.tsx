import { staffReaderName } from '@fathom/domain/staff-roles';
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

const VIEWER_TEXT: Readonly<Record<ResultView['viewer'], string>> = {
  owner: 'You',
  partner: 'Your partner',
  staff: 'Fathom lab staff',
  shared_link: 'Someone with a link you shared',
};
const CHANNEL_TEXT: Readonly<Record<ResultView['channel'], string>> = {
  portal: 'in the portal',
  report: 'downloaded the PDF report',
  shared_link: 'through the shared link',
  staff: 'for lab work',
  fhir: 'downloaded the FHIR record',
  health_link: 'through a SMART Health Link',
};

const dateTime = (value: string) => formatDateTime(value);

/**
 * One reading of the results ("Your partner in the portal, …"), or the owner's latest ("You, last on …"); one through a SMART Health Link names who opened
 * it, as the clinic's software named itself ("Opened by Dr. Lee's clinic through a SMART Health Link, …").
 */
function viewText(view: ResultView): string {
  const when = dateTime(view.viewed_at);
  // The owner's own reads are one line, their latest (the list is for who else read the results).
  if (view.viewer === 'owner') return `You, last on ${when}`;
  // A staff member's read names their role and the day: "Fathom staff (support), Dec 4, 2026".
  if (view.viewer === 'staff')
    return `${staffReaderName(view.viewer_staff_role)}, ${formatDay(view.viewed_at)}`;
  if (view.recipient) return `Opened by ${view.recipient} ${CHANNEL_TEXT[view.channel]}, ${when}`;
  return `${view.viewer_name ?? VIEWER_TEXT[view.viewer]} ${CHANNEL_TEXT[view.channel]}, ${when}`;
}

/** The report to download, links to share this result (turned off at any time) and who has read the results. */
export function ResultSharing({ resultId }: { resultId: string }) {
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
        Keep and share your report
      </h2>
      <p className="mt-2">
        <a
          href={downloadUrl(resultReportUrl(resultId))}
          download
          className="text-link"
          data-testid="download-report"
        >
          Download your report (PDF)
        </a>
      </p>
      <p className="mt-2">
        <a
          href={downloadUrl(fhirRecordUrl(resultId))}
          download
          className="text-link"
          data-testid="download-fhir"
        >
          Download as FHIR (for your clinic)
        </a>
      </p>
      <p className="mt-4 text-ink-soft">
        A link lets a doctor see this result without an account. It shows your values, not your name or
        contact details, and stops working as soon as you turn it off.
      </p>
      <Button variant="secondary" className="mt-3" loading={creating} onClick={() => void create()}>
        Create a link to share
      </Button>
      {newLink ? (
        <div className="mt-3 rounded-lg border border-line p-3" role="status">
          <p className="text-sm">Your link (copy it now: it is shown only once)</p>
          <p className="font-mono text-sm break-all" data-testid="share-link">
            {newLink}
          </p>
          <CopyToClipboard text={newLink} ariaLabel="Copy the link">
            Copy link
          </CopyToClipboard>
        </div>
      ) : null}
      {activeLinks.length > 0 ? (
        <ul className="mt-4 space-y-2" aria-label="Links that work now">
          {activeLinks.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center gap-3">
              <span>Link created {dateTime(link.created_at)}</span>
              <Button variant="quiet" size="sm" onClick={() => void revoke(link.id)}>
                Turn off this link
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <h3 className="mt-6 font-semibold">Who has seen your results</h3>
      {views.status === 'success' && views.data.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm" data-testid="result-views">
          {views.data.map((view) => (
            <li key={view.id}>{viewText(view)}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink-faint">No one has opened your results yet.</p>
      )}
    </section>
  );
}
