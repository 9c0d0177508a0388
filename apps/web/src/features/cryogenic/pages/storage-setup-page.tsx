import { VIALS_PER_SAMPLE } from '@fathom/domain/constants';
import { Link } from 'wouter';
import { StorageFacts } from '../components/storage-facts';
import { StoragePlanOffers } from '../components/storage-plan-offers';

export default function StorageSetupPage() {
  return (
    <section className="page-section" aria-labelledby="storage-setup-title">
      <h1 id="storage-setup-title" className="page-title" tabIndex={-1}>
        Freeze a sample
      </h1>
      <p className="page-lead">
        Freezing a sample keeps it for when you need it. Setting it up takes three steps.
      </p>
      <ol className="mt-6 grid gap-3 sm:grid-cols-3" aria-label="How freezing a sample works">
        <li className="card p-5">
          <h2 className="font-semibold">1. Choose a storage plan</h2>
          <p className="mt-1">Pick a plan below and pay for it at checkout.</p>
        </li>
        <li className="card p-5">
          <h2 className="font-semibold">2. Match it with your analysis</h2>
          <p className="mt-1">
            On{' '}
            <Link href="/cryogenic" className="text-link">
              your storage page
            </Link>
            , pair the plan with the analysis whose sample we freeze.
          </p>
        </li>
        <li className="card p-5">
          <h2 className="font-semibold">3. We freeze your sample</h2>
          <p className="mt-1">
            When the lab has your sample, it is divided into {VIALS_PER_SAMPLE} vials and frozen. Each vial
            shows on your storage page.
          </p>
        </li>
      </ol>
      <h2 className="mt-8 text-lg font-semibold">Storage plans</h2>
      <StoragePlanOffers headingLevel={3} after={<StorageFacts />} />
    </section>
  );
}
