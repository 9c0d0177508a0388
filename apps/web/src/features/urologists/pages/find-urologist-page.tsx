import { MARKETING_PATHS, marketingLink, profileMenuItems } from '@fathom/domain/navigation';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { appConfig } from '../../../lib/config';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { useSession } from '../../../lib/session-store';
import { UrologistSearch } from '../components/urologist-search';

export default function FindUrologistPage() {
  const user = useSession((state) => state.user);
  const language = usePageLanguage();
  const canSearch =
    user !== null && profileMenuItems(user, language).some((item) => item.key === 'urologist');

  return (
    <section className="page-section" aria-labelledby="urologist-title">
      <h1 id="urologist-title" className="page-title" tabIndex={-1}>
        <Trans>Find a urologist</Trans>
      </h1>
      {canSearch ? (
        <>
          <p className="page-lead">
            <Trans>
              A urologist who specialises in male fertility can examine you, order further tests and talk
              through treatment options with you.
            </Trans>
          </p>
          <div className="card mt-6 p-6">
            <h2 className="text-lg font-semibold">
              <Trans>Before your appointment</Trans>
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5">
              <li>
                <Trans>
                  Bring your analysis results: every section of your report is on the analysis page.
                </Trans>
              </li>
              <li>
                <Trans>Note any medicines, supplements and recent illnesses or fevers.</Trans>
              </li>
            </ul>
          </div>
          <UrologistSearch />
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link href="/analysis" className="text-link">
                <Trans>Open your analysis</Trans>
              </Link>
            </li>
            <li>
              <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
                <Trans>Ask our care team</Trans>
              </a>
            </li>
          </ul>
        </>
      ) : (
        <>
          <p className="page-lead">
            <Trans>
              The urologist search opens once your results are ready, so that you can bring them to your first
              appointment.
            </Trans>
          </p>
          <p className="mt-6">
            <Link href="/" className="text-link">
              <Trans>Back to your account</Trans>
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
