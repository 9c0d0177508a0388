import { Link } from 'wouter';
import { StorageFacts } from '../components/storage-facts';
import { StoragePlanList } from '../components/storage-plan-list';

export default function StorageSetupPage() {
  return (
    <section className="page-section" aria-labelledby="storage-setup-title">
      <h1 id="storage-setup-title" className="page-title" tabIndex={-1}>
        Freeze a sample
      </h1>
      <p className="page-lead">
        Choose a storage plan for your sample. Once the lab receives it, it is divided into vials and frozen.
      </p>
      <StoragePlanList />
      <StorageFacts />
      <p className="mt-6">
        <Link href="/cryogenic" className="text-link">
          Your cryogenic storage
        </Link>
      </p>
    </section>
  );
}
