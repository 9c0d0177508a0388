import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/button';
import { appConfig } from '../../../lib/config';
import { useSession } from '../../../lib/session-store';
import { signOut } from '../sign-out';

export default function UnauthorizedPage() {
  const [, navigate] = useLocation();
  const email = useSession((state) => state.user?.attributes.email);
  const [signingOut, setSigningOut] = useState(false);
  const productName = appConfig.productName;

  const onSignOut = () => {
    setSigningOut(true);
    void signOut().then(() => navigate('/login', { replace: true }));
  };

  return (
    <section aria-labelledby="unauthorized-title">
      <h1 id="unauthorized-title" className="page-title" tabIndex={-1}>
        <Trans>This account cannot use the customer portal</Trans>
      </h1>
      <p className="page-lead">
        {email ? <Trans>You are signed in as {email}.</Trans> : null}{' '}
        <Trans>
          The portal is for {productName} customers and the partners they add. This account has no customer
          record to show.
        </Trans>
      </p>
      <p className="mt-4">
        <Trans>
          Sign out and sign in with the email address you used for your order. If you think this is a mistake,
          contact us.
        </Trans>
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Button onClick={onSignOut} loading={signingOut}>
          <Trans>Sign out</Trans>
        </Button>
        <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
          <Trans>Contact us</Trans>
        </a>
      </div>
    </section>
  );
}
