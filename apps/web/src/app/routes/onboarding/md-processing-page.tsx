import { Link } from 'wouter';

export default function MdProcessingPage() {
  return (
    <section className="page-frame" aria-labelledby="md-processing-title">
      <h1 id="md-processing-title" className="page-title" tabIndex={-1}>
        Medical review in progress
      </h1>
      <p className="page-lead">
        A physician is reviewing your order, as required before this test can be shipped. We will email you as
        soon as it is approved; there is nothing more you need to do.
      </p>
      <p className="mt-6">
        <Link href="/" className="text-link">
          Back to your account
        </Link>
      </p>
    </section>
  );
}
