import { Link } from 'wouter';

export default function ContractRequestProcessingPage() {
  return (
    <section className="page-section mx-auto" aria-labelledby="contract-processing-title">
      <h1 id="contract-processing-title" className="page-title" tabIndex={-1}>
        Your contract is being prepared
      </h1>
      <p className="page-lead">
        We are preparing your agreement. We will email you a signed copy as soon as it is complete, usually
        within a few minutes.
      </p>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link href="/contracts" className="text-link">
            Go to your contracts
          </Link>
        </li>
        <li>
          <Link href="/" className="text-link">
            Back to your account
          </Link>
        </li>
      </ul>
    </section>
  );
}
