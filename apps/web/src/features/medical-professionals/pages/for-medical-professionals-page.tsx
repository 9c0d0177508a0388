import { VIALS_PER_SAMPLE, WITHDRAWAL_LEAD_TIME_DAYS } from '@fathom/domain/constants';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { Trans } from '@lingui/react/macro';
import { appConfig } from '../../../lib/config';

export default function ForMedicalProfessionalsPage() {
  const productName = appConfig.productName;
  const vials = VIALS_PER_SAMPLE;
  const leadDays = WITHDRAWAL_LEAD_TIME_DAYS;
  return (
    <section className="page-frame" aria-labelledby="professionals-title">
      <h1 id="professionals-title" className="page-title" tabIndex={-1}>
        <Trans>For medical professionals</Trans>
      </h1>
      <p className="page-lead">
        <Trans>
          How clinics and physicians work with {productName} to test and store samples for their patients.
        </Trans>
      </p>
      <div className="card mt-6 p-6">
        <h2 className="text-lg font-semibold">
          <Trans>Semen analysis</Trans>
        </h2>
        <p className="mt-2">
          <Trans>
            Patients collect at home with our kit and results come from our lab. Patients can share their full
            report with you.
          </Trans>
        </p>
        <h2 className="mt-5 text-lg font-semibold">
          <Trans>Receiving stored vials</Trans>
        </h2>
        <p className="mt-2">
          <Trans>
            Each stored sample is divided into {vials} vials. Vials are released only to a medical
            professional or facility, with at least {leadDays} days of lead time, once the patient has
            requested the withdrawal.
          </Trans>
        </p>
      </div>
      <p className="mt-6">
        <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
          <Trans>Contact our clinical team</Trans>
        </a>
      </p>
    </section>
  );
}
