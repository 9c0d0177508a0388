import { Link } from 'wouter';
import { StorageFacts } from '../components/storage-facts';
import { StoragePlanOffers } from '../components/storage-plan-offers';

export default function BuyCryogenicPage() {
  return (
    <section className="page-section" aria-labelledby="buy-cryogenic-title">
      <h1 id="buy-cryogenic-title" className="page-title" tabIndex={-1}>
        Buy cryogenic storage
      </h1>
      <p className="page-lead">
        Choose how long to keep your sample safe. You can move to a longer plan at any time.
      </p>
      <StoragePlanOffers
        after={
          <>
            <StorageFacts />
            <p className="mt-6">
              <Link href="/cryogenic" className="text-link">
                Back to cryogenic storage
              </Link>
            </p>
          </>
        }
      />
    </section>
  );
}
