import { productTitle } from '@fathom/domain/product-words';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { formatDay } from '../../../lib/format';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { cancelPlan } from '../api/billing';

/** Stopping a plan's renewals, after saying plainly what happens to the vials. */
export function CancelPlanButton({
  plan,
  onCancelled,
}: {
  plan: { id: string; product_key: string | null; title: string; next_billing_at: string | null };
  onCancelled: (message: string) => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const paidUntil = plan.next_billing_at
    ? formatDay(plan.next_billing_at)
    : t({
        message: 'the end of the period you paid for',
        comment: 'Stands where a date would: "kept until …"',
      });
  const title = productTitle(plan.product_key, usePageLanguage(), plan.title);

  const confirm = async () => {
    setCancelling(true);
    try {
      await cancelPlan(plan.id);
      setOpen(false);
      onCancelled(
        t`Your ${title} will not renew. Your vials are kept until ${paidUntil}; we remind you before then.`,
      );
    } catch {
      // The shared error effects explain the failure.
    } finally {
      setCancelling(false);
    }
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Trans>Stop renewing</Trans>
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t`Stop renewing this plan?`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              <Trans>Keep my plan</Trans>
            </Button>
            <Button variant="danger" loading={cancelling} onClick={confirm}>
              <Trans>Stop renewing</Trans>
            </Button>
          </>
        }
      >
        <p>
          <Trans>
            Your {title} will not renew. Your vials stay stored until {paidUntil}. After that date they are
            destroyed unless you choose a plan again; we email you 60, 30 and 7 days before.
          </Trans>
        </p>
      </Modal>
    </>
  );
}
