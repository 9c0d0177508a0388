import { benefitsProvider } from '@fathom/domain/benefits';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { plainText } from '@fathom/domain/validation/plain-text';
import { required } from '@fathom/domain/validation/rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { appConfig } from '../../../lib/config';
import { useServerForm } from '../../../lib/use-server-form';
import { type BenefitsProviderMember, checkBenefits } from '../api/benefits';

const requiredRules = [required];
const nameRules = [required, plainText];
// Loaded after the page: the route table's preload list in the app shell stays as it was.
const IdentityVerificationPanel = lazy(() =>
  import('../../identity-verification').then((module) => ({ default: module.IdentityVerificationPanel })),
);

/** /insurance/eligibility/{provider}: a member checks whether their fertility benefits cover the testing. */
export default function InsuranceEligibilityPage() {
  const { t } = useLingui();
  const { provider = '' } = useParams<{ provider: string }>();
  const known = benefitsProvider(decodeURIComponent(provider));
  const [member, setMember] = useState<BenefitsProviderMember | null>(null);
  const {
    values: form,
    set,
    errors,
    sending: checking,
    submit,
  } = useServerForm(
    { member_id: '', first_name: '', last_name: '', date_of_birth: '' },
    (values) => checkBenefits(known?.slug ?? provider, values),
    setMember,
  );
  const answerRef = useRef<HTMLParagraphElement>(null);
  const providerName = known?.name ?? '';
  useEffect(() => {
    if (member) answerRef.current?.focus();
  }, [member]);
  return (
    <section className="page-frame" aria-labelledby="eligibility-title">
      <h1 id="eligibility-title" className="page-title" tabIndex={-1}>
        <Trans>Check your eligibility</Trans>
      </h1>
      {known ? (
        <>
          <p className="page-lead">
            <Trans>
              Your fertility benefits through {providerName} may cover your testing. Check with your member
              ID: it takes a moment, and you pay nothing to check.
            </Trans>
          </p>
          <form className="mt-6 max-w-md space-y-4" noValidate onSubmit={submit}>
            <TextField
              label={t`Member ID`}
              autoComplete="off"
              required
              value={form.member_id}
              onChange={set('member_id')}
              rules={requiredRules}
              error={errors.member_id}
            />
            <TextField
              label={t`First name`}
              autoComplete="given-name"
              required
              value={form.first_name}
              onChange={set('first_name')}
              rules={nameRules}
              error={errors.first_name}
            />
            <TextField
              label={t`Last name`}
              autoComplete="family-name"
              required
              value={form.last_name}
              onChange={set('last_name')}
              rules={nameRules}
              error={errors.last_name}
            />
            <TextField
              label={t`Date of birth`}
              type="date"
              autoComplete="bday"
              required
              value={form.date_of_birth}
              onChange={set('date_of_birth')}
              rules={requiredRules}
              error={errors.date_of_birth}
            />
            <Button type="submit" loading={checking}>
              <Trans>Check my benefits</Trans>
            </Button>
          </form>
          {member ? (
            <p
              ref={answerRef}
              tabIndex={-1}
              role="status"
              data-testid="benefits-answer"
              className={`mt-6 rounded-lg p-3 ${member.eligible ? 'bg-[var(--color-success-50)]' : 'bg-[var(--color-warning-50)]'}`}
            >
              {member.message}{' '}
              {member.eligible ? (
                <a
                  href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.spermAnalysis)}
                  className="text-link"
                >
                  <Trans>Choose your test</Trans>
                </a>
              ) : (
                <a
                  href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)}
                  className="text-link"
                >
                  <Trans>Contact us</Trans>
                </a>
              )}
            </p>
          ) : null}
          <div className="mt-8 max-w-md">
            <Suspense fallback={null}>
              <IdentityVerificationPanel
                purpose="benefits-check"
                returnPath={`/insurance/eligibility/${known.slug}`}
                intro={t`Serving or served? Military members, veterans and first responders can verify their status with ID.me for their benefits check.`}
              />
            </Suspense>
          </div>
        </>
      ) : (
        <p className="page-lead">
          <Trans>
            We do not work with this benefits provider yet.{' '}
            <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
              Ask us about your benefits
            </a>
          </Trans>
        </p>
      )}
      <p className="mt-6">
        <Link href="/insurance/show" className="text-link">
          <Trans>Check health insurance instead</Trans>
        </Link>
      </p>
    </section>
  );
}
