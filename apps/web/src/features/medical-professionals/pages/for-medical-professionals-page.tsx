import { VIALS_PER_SAMPLE, WITHDRAWAL_LEAD_TIME_DAYS } from '@fathom/domain/constants';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { appConfig } from '../../../lib/config';

export default function ForMedicalProfessionalsPage() {
  return (
    <section className="page-frame" aria-labelledby="professionals-title">
      <h1 id="professionals-title" className="page-title" tabIndex={-1}>
        For medical professionals
      </h1>
      <p className="page-lead">
        How clinics and physicians work with {appConfig.productName} to test and store samples for their
        patients.
      </p>
      <div className="card mt-6 p-6">
        <h2 className="text-lg font-semibold">Semen analysis</h2>
        <p className="mt-2">
          Patients collect at home with our kit and results come from our lab. Patients can share their full
          report with you.
        </p>
        <h2 className="mt-5 text-lg font-semibold">Receiving stored vials</h2>
        <p className="mt-2">
          Each stored sample is divided into {VIALS_PER_SAMPLE} vials. Vials are released only to a medical
          professional or facility, with at least {WITHDRAWAL_LEAD_TIME_DAYS} days of lead time, once the
          patient has requested the withdrawal.
        </p>
      </div>
      <p className="mt-6">
        <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
          Contact our clinical team
        </a>
      </p>
    </section>
  );
}
