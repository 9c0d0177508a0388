import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/button';

/** The answer to a registered kit: the owner is signed in and goes on to the kit or the account. */
export function KitRegistered({ name, kitHref }: { name: string; kitHref?: string }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <section className="page-section" aria-labelledby="kit-confirmed-title">
      <h1 id="kit-confirmed-title" ref={titleRef} className="page-title" tabIndex={-1}>
        Thank you, {name}
      </h1>
      <p className="page-lead">Your kit is registered to you and you are signed in.</p>
      <p className="mt-6 flex flex-wrap items-center gap-4">
        <Link href={kitHref ?? '/kit-registrations'} className={buttonClassName('primary')}>
          {kitHref ? 'Continue with your kit' : 'See your kit registrations'}
        </Link>
        <Link href="/home" className="text-link">
          Go to your account
        </Link>
      </p>
    </section>
  );
}
