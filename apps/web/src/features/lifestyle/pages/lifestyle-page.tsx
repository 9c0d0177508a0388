import { LIFESTYLE_REPORT_BUSINESS_DAYS } from '@fathom/domain/constants';
import { profileMenuItems } from '@fathom/domain/navigation';
import { ownClient } from '@fathom/domain/user';
import { select } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/button';
import { countCategory, countText } from '../../../lib/i18n/counts';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { useSession } from '../../../lib/session-store';
import { lifestyleSurveyLink } from '../lifestyle-survey-link';

export default function LifestylePage() {
  const user = useSession((state) => state.user);
  const clientNumber = user ? ownClient(user)?.attributes.number : undefined;
  const language = usePageLanguage();
  const canTakeSurvey =
    user !== null && profileMenuItems(user, language).some((item) => item.key === 'lifestyle');
  const businessDays = LIFESTYLE_REPORT_BUSINESS_DAYS;
  const businessDaysText = select(countCategory(businessDays), {
    one: `${countText(businessDays)} business day`,
    other: `${countText(businessDays)} business days`,
  });

  return (
    <section className="page-section" aria-labelledby="lifestyle-title">
      <h1 id="lifestyle-title" className="page-title" tabIndex={-1}>
        <Trans>Take the Lifestyle Survey</Trans>
      </h1>
      <p className="page-lead">
        <Trans>
          Sleep, diet, exercise, heat and stress all shape sperm health. Tell us about your habits and we will
          send you a personal report within {businessDaysText} of your results.
        </Trans>
      </p>
      {canTakeSurvey && clientNumber ? (
        <div className="card mt-6 p-6">
          <h2 className="text-lg font-semibold">
            <Trans>About 10 minutes</Trans>
          </h2>
          <p className="mt-2">
            <Trans>
              Your answers are linked to your client number <strong>{clientNumber}</strong> so the report
              matches your results. Only our care team reads them.
            </Trans>
          </p>
          <p className="mt-4">
            <a href={lifestyleSurveyLink(clientNumber)} className={buttonClassName('primary')}>
              <Trans>Start the survey</Trans>
            </a>
          </p>
        </div>
      ) : (
        <p className="mt-6">
          <Trans>
            The survey is not offered on this account. Our care team is glad to talk through your habits with
            you.
          </Trans>
        </p>
      )}
      <p className="mt-6">
        <Link href="/analysis" className="text-link">
          <Trans>See your analysis</Trans>
        </Link>
      </p>
    </section>
  );
}
