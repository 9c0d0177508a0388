import { Link, useSearch } from 'wouter';

/** The outcome the identity-verification service reports in the return address's query string. */
function readOutcome(search: string): { error: string | null } {
  const params = new URLSearchParams(search);
  const error = params.get('error_description') ?? params.get('error');
  return { error: error ? error.replace(/[_+]/g, ' ') : null };
}

export function IdentityVerificationOutcome({ purpose }: { purpose: string }) {
  const { error } = readOutcome(useSearch());

  return (
    <section aria-labelledby="identity-verification-title">
      <h1 id="identity-verification-title" className="page-title" tabIndex={-1}>
        {error ? 'Identity verification did not finish' : 'Identity verification received'}
      </h1>
      {error ? (
        <>
          <p className="page-lead">The verification service reported a problem:</p>
          <p role="alert" className="mt-3 rounded-lg bg-error-50 p-3 text-error-700">
            {error}
          </p>
          <p className="mt-4">You can try again from where you started, or contact us and we will help.</p>
        </>
      ) : (
        <p className="page-lead">Thank you. We have received your verification {purpose}.</p>
      )}
      <p className="mt-6">
        <Link href="/" className="text-link">
          Back to your account
        </Link>
      </p>
    </section>
  );
}
