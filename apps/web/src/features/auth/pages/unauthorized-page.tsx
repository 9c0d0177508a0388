import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
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

  const onSignOut = () => {
    setSigningOut(true);
    void signOut().then(() => navigate('/login', { replace: true }));
  };

  return (
    <section aria-labelledby="unauthorized-title">
      <h1 id="unauthorized-title" className="page-title" tabIndex={-1}>
        This account cannot use the customer portal
      </h1>
      <p className="page-lead">
        {email ? `You are signed in as ${email}. ` : ''}The portal is for {appConfig.productName} customers
        and the partners they add. This account has no customer record to show.
      </p>
      <p className="mt-4">
        Sign out and sign in with the email address you used for your order. If you think this is a mistake,
        contact us.
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Button onClick={onSignOut} loading={signingOut}>
          Sign out
        </Button>
        <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
          Contact us
        </a>
      </div>
    </section>
  );
}
