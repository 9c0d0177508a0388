import { VIALS_PER_SAMPLE } from '@fathom/domain/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { StorageFacts } from '../components/storage-facts';
import { StoragePlanOffers } from '../components/storage-plan-offers';

export default function StorageSetupPage() {
  const { t } = useLingui();
  return (
    <section className="page-section" aria-labelledby="storage-setup-title">
      <h1 id="storage-setup-title" className="page-title" tabIndex={-1}>
        <Trans>Freeze a sample</Trans>
      </h1>
      <p className="page-lead">
        <Trans>Freezing a sample keeps it for when you need it. Setting it up takes three steps.</Trans>
      </p>
      <ol className="mt-6 grid gap-3 sm:grid-cols-3" aria-label={t`How freezing a sample works`}>
        <li className="card p-5">
          <h2 className="font-semibold">
            <Trans>1. Choose a storage plan</Trans>
          </h2>
          <p className="mt-1">
            <Trans>Pick a plan below and pay for it at checkout.</Trans>
          </p>
        </li>
        <li className="card p-5">
          <h2 className="font-semibold">
            <Trans>2. Match it with your analysis</Trans>
          </h2>
          <p className="mt-1">
            <Trans>
              On{' '}
              <Link href="/cryogenic" className="text-link">
                your storage page
              </Link>
              , pair the plan with the analysis whose sample we freeze.
            </Trans>
          </p>
        </li>
        <li className="card p-5">
          <h2 className="font-semibold">
            <Trans>3. We freeze your sample</Trans>
          </h2>
          <p className="mt-1">
            <Trans>
              When the lab has your sample, it is divided into {VIALS_PER_SAMPLE} vials and frozen. Each vial
              shows on your storage page.
            </Trans>
          </p>
        </li>
      </ol>
      <h2 className="mt-8 text-lg font-semibold">
        <Trans>Storage plans</Trans>
      </h2>
      <StoragePlanOffers headingLevel={3} after={<StorageFacts />} />
    </section>
  );
}
