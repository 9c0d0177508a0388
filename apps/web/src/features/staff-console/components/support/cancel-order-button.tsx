import { useState } from 'react';
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { notify } from '../../../../components/toast/notify';
import { cancelOrder } from '../../api/support-actions';

/** "Cancel order" on an order waiting for its payment, after saying plainly what happens. */
export function CancelOrderButton({
  order,
  onSettled,
}: {
  order: { id: string; po_number: string };
  /** The order changed, or was found changed (paid, being paid, cancelled already): the record is read again. */
  onSettled: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const confirm = async () => {
    setCancelling(true);
    try {
      await cancelOrder(order.id);
      notify({ type: 'success', message: `Order ${order.po_number} is cancelled. Nothing was charged.` });
    } catch {
      // The shared error effects say why (paid, being paid, cancelled already).
    } finally {
      setCancelling(false);
      setOpen(false);
      onSettled();
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Cancel order ${order.po_number}`}
        onClick={() => setOpen(true)}
      >
        Cancel order
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={`Cancel order ${order.po_number}?`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep the order
            </Button>
            <Button variant="danger" loading={cancelling} onClick={confirm}>
              Cancel the order
            </Button>
          </>
        }
      >
        <p>
          Its payment is closed first, so nothing can be charged on it any more. What it held, a promo code or
          an insurance check, is given back, and the plans it would have started are dropped.
        </p>
        <p className="mt-3">
          The customer is not emailed: their order shows as cancelled, with its cart ready to order again. If
          the payment went through meanwhile, the order stays paid and nothing is cancelled.
        </p>
      </Modal>
    </>
  );
}
