import { VIALS_PER_SAMPLE } from '@fathom/domain/constants';
import { hasCryogenic, type UserView } from '@fathom/domain/user';
import { Link } from 'wouter';

export function StorageCard({ user }: { user: UserView }) {
  const stored = hasCryogenic(user);
  return (
    <section className="card p-6" aria-labelledby="storage-card-title">
      <h2 id="storage-card-title" className="text-lg font-semibold">
        Cryogenic storage
      </h2>
      {stored ? (
        <p className="mt-2">
          <strong>In storage.</strong> Your vials are frozen and kept safe.
        </p>
      ) : (
        <p className="mt-2">
          <strong>Nothing in storage.</strong> Freezing a sample ({VIALS_PER_SAMPLE} vials) keeps your options
          open for the future.
        </p>
      )}
      <p className="mt-4">
        <Link href={stored ? '/cryogenic' : '/buy-cryogenic'} className="text-link">
          {stored ? 'Manage your storage' : 'See storage plans'}
        </Link>
      </p>
    </section>
  );
}
