import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';

export default function MdProcessingPage() {
  return (
    <section className="page-frame" aria-labelledby="md-processing-title">
      <h1 id="md-processing-title" className="page-title" tabIndex={-1}>
        <Trans>Medical review in progress</Trans>
      </h1>
      <p className="page-lead">
        <Trans>
          A physician is reviewing your order, as required before this test can be shipped. We will email you
          as soon as it is approved; there is nothing more you need to do.
        </Trans>
      </p>
      <p className="mt-6">
        <Link href="/" className="text-link">
          <Trans>Back to your account</Trans>
        </Link>
      </p>
    </section>
  );
}
