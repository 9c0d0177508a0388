import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { StorageFacts } from '../components/storage-facts';
import { StoragePlanOffers } from '../components/storage-plan-offers';

export default function BuyCryogenicPage() {
  return (
    <section className="page-section" aria-labelledby="buy-cryogenic-title">
      <h1 id="buy-cryogenic-title" className="page-title" tabIndex={-1}>
        <Trans>Buy cryogenic storage</Trans>
      </h1>
      <p className="page-lead">
        <Trans>Choose how long to keep your sample safe. You can move to a longer plan at any time.</Trans>
      </p>
      <StoragePlanOffers
        after={
          <>
            <StorageFacts />
            <p className="mt-6">
              <Link href="/cryogenic" className="text-link">
                <Trans>Back to cryogenic storage</Trans>
              </Link>
            </p>
          </>
        }
      />
    </section>
  );
}
