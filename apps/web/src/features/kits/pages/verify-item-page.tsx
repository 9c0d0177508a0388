import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { Link } from 'wouter';
import { appConfig } from '../../../lib/config';

export default function VerifyItemPage() {
  return (
    <section className="page-section" aria-labelledby="verify-item-title">
      <h1 id="verify-item-title" className="page-title" tabIndex={-1}>
        Register your kit
      </h1>
      <p className="page-lead">
        Every kit carries its own order number and QR code. Registering it links your sample to you before it
        travels to the lab.
      </p>
      <ol className="mt-6 list-decimal space-y-2 pl-5">
        <li>Find the QR code on the side of your kit box.</li>
        <li>Scan it with your phone's camera and open the link.</li>
        <li>Confirm your date of birth. Your kit is then registered to you.</li>
      </ol>
      <p className="mt-6">
        If the code will not scan, contact us with the order number printed on the kit and we will register it
        for you.
      </p>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link href="/kit-registrations" className="text-link">
            Your kit registrations
          </Link>
        </li>
        <li>
          <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
            Contact us
          </a>
        </li>
      </ul>
    </section>
  );
}
