import { profileMenuItems } from '@fathom/domain/navigation';
import { isAuthorizedUser } from '@fathom/domain/user';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();

  if (loaded.status === 'loading' && !changed)
    return <LoadingSkeleton label={t`Loading your partner's access…`} />;
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
            setMessage(t`Your partner’s name is saved.`);
          }}
          onRemoved={() => {
            setChanged({ partner: null });
            setMessage(t`Your partner’s access is removed.`);
          }}
        />
      ) : (
        <section className="card mt-6 p-6" aria-labelledby="add-partner-title">
          <h2 id="add-partner-title" className="text-lg font-semibold">
            <Trans>Add your partner</Trans>
          </h2>
          <AddPartnerForm
            usesTwoFactor={usesTwoFactor}
            onAdded={(added) => {
              setChanged({ partner: added });
              const { email } = added.attributes;
              setMessage(t`We emailed ${email} a link to choose their password.`);
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
        <Trans>Add spouse / partner</Trans>
      </h1>
      {canAddPartner ? (
        <>
          <p className="page-lead">
            <Trans>
              Give one spouse or partner their own sign-in to read your analysis results alongside you.
            </Trans>
          </p>
          <div className="card mt-6 p-6">
            <h2 className="text-lg font-semibold">
              <Trans>What your partner can see</Trans>
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5">
              <li>
                <Trans>Your analysis results, read-only.</Trans>
              </li>
              <li>
                <Trans>Their own account information and contracts.</Trans>
              </li>
            </ul>
            <h2 className="mt-5 text-lg font-semibold">
              <Trans>What stays with you</Trans>
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5">
              <li>
                <Trans>Billing, orders and checkout.</Trans>
              </li>
              <li>
                <Trans>Your cryogenic storage and any withdrawal.</Trans>
              </li>
            </ul>
            <p className="mt-4">
              <Trans>
                You can add one partner, change their details, or remove their access at any time.
              </Trans>
            </p>
          </div>
          <PartnerManagement usesTwoFactor={Boolean(user?.attributes.google2fa_configured_at)} />
        </>
      ) : (
        <>
          <p className="page-lead">
            {user && isAuthorizedUser(user) ? (
              <Trans>
                You already share results as a partner. Only the account holder can add or change a partner.
              </Trans>
            ) : (
              <Trans>Adding a partner is not available for this account.</Trans>
            )}
          </p>
          <p className="mt-6">
            <Link href="/" className="text-link">
              <Trans>Back to your account</Trans>
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
