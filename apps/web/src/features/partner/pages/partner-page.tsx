import { profileMenuItems } from '@fathom/domain/navigation';
import { isAuthorizedUser } from '@fathom/domain/user';
import { useState } from 'react';
import { Link } from 'wouter';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { useSession } from '../../../lib/session-store';
import { useRequest } from '../../../lib/use-request';
import { getPartner, type Partner } from '../api/authorized-users';
import { AddPartnerForm } from '../components/add-partner-form';
import { PartnerCard } from '../components/partner-card';

function PartnerManagement({ usesTwoFactor }: { usesTwoFactor: boolean }) {
  const loaded = useRequest(getPartner);
  const [changed, setChanged] = useState<{ partner: Partner | null } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const partner = changed ? changed.partner : loaded.status === 'success' ? loaded.data : null;

  if (loaded.status === 'loading' && !changed)
    return <LoadingSkeleton label="Loading your partner's access…" />;
  return (
    <>
      {message ? (
        <p role="status" className="mt-6 rounded-lg bg-[var(--color-success-50)] p-3">
          {message}
        </p>
      ) : null}
      {partner ? (
        <PartnerCard
          key={partner.id + partner.attributes.first_name + partner.attributes.last_name}
          partner={partner}
          onChanged={(next) => {
            setChanged({ partner: next });
            setMessage('Your partner’s name is saved.');
          }}
          onRemoved={() => {
            setChanged({ partner: null });
            setMessage('Your partner’s access is removed.');
          }}
        />
      ) : (
        <section className="card mt-6 p-6" aria-labelledby="add-partner-title">
          <h2 id="add-partner-title" className="text-lg font-semibold">
            Add your partner
          </h2>
          <AddPartnerForm
            usesTwoFactor={usesTwoFactor}
            onAdded={(added) => {
              setChanged({ partner: added });
              setMessage(`We emailed ${added.attributes.email} a link to choose their password.`);
            }}
          />
        </section>
      )}
    </>
  );
}

export default function PartnerPage() {
  const user = useSession((state) => state.user);
  const language = usePageLanguage();
  const canAddPartner =
    user !== null && profileMenuItems(user, language).some((item) => item.key === 'partner');

  return (
    <section className="page-section" aria-labelledby="partner-title">
      <h1 id="partner-title" className="page-title" tabIndex={-1}>
        Add spouse / partner
      </h1>
      {canAddPartner ? (
        <>
          <p className="page-lead">
            Give one spouse or partner their own sign-in to read your analysis results alongside you.
          </p>
          <div className="card mt-6 p-6">
            <h2 className="text-lg font-semibold">What your partner can see</h2>
            <ul className="mt-3 list-disc space-y-1 pl-5">
              <li>Your analysis results, read-only.</li>
              <li>Their own account information and contracts.</li>
            </ul>
            <h2 className="mt-5 text-lg font-semibold">What stays with you</h2>
            <ul className="mt-3 list-disc space-y-1 pl-5">
              <li>Billing, orders and checkout.</li>
              <li>Your cryogenic storage and any withdrawal.</li>
            </ul>
            <p className="mt-4">
              You can add one partner, change their details, or remove their access at any time.
            </p>
          </div>
          <PartnerManagement usesTwoFactor={Boolean(user?.attributes.google2fa_configured_at)} />
        </>
      ) : (
        <>
          <p className="page-lead">
            {user && isAuthorizedUser(user)
              ? 'You already share results as a partner. Only the account holder can add or change a partner.'
              : 'Adding a partner is not available for this account.'}
          </p>
          <p className="mt-6">
            <Link href="/" className="text-link">
              Back to your account
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
