import { LIFESTYLE_REPORT_BUSINESS_DAYS } from '@fathom/domain/constants';
import { profileMenuItems } from '@fathom/domain/navigation';
import { ownClient } from '@fathom/domain/user';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/button';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { useSession } from '../../../lib/session-store';
import { lifestyleSurveyLink } from '../lifestyle-survey-link';

const businessDays = `${LIFESTYLE_REPORT_BUSINESS_DAYS} business ${LIFESTYLE_REPORT_BUSINESS_DAYS === 1 ? 'day' : 'days'}`;

export default function LifestylePage() {
  const user = useSession((state) => state.user);
  const clientNumber = user ? ownClient(user)?.attributes.number : undefined;
  const language = usePageLanguage();
  const canTakeSurvey =
    user !== null && profileMenuItems(user, language).some((item) => item.key === 'lifestyle');

  return (
    <section className="page-section" aria-labelledby="lifestyle-title">
      <h1 id="lifestyle-title" className="page-title" tabIndex={-1}>
        Take the Lifestyle Survey
      </h1>
      <p className="page-lead">
        Sleep, diet, exercise, heat and stress all shape sperm health. Tell us about your habits and we will
        send you a personal report within {businessDays} of your results.
      </p>
      {canTakeSurvey && clientNumber ? (
        <div className="card mt-6 p-6">
          <h2 className="text-lg font-semibold">About 10 minutes</h2>
          <p className="mt-2">
            Your answers are linked to your client number <strong>{clientNumber}</strong> so the report
            matches your results. Only our care team reads them.
          </p>
          <p className="mt-4">
            <a href={lifestyleSurveyLink(clientNumber)} className={buttonClassName('primary')}>
              Start the survey
            </a>
          </p>
        </div>
      ) : (
        <p className="mt-6">
          The survey is not offered on this account. Our care team is glad to talk through your habits with
          you.
        </p>
      )}
      <p className="mt-6">
        <Link href="/analysis" className="text-link">
          See your analysis
        </Link>
      </p>
    </section>
  );
}
