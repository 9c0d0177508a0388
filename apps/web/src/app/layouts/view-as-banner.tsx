import { errorCodeOf } from '@fathom/contract/error-codes';
import { useEffect, useState } from 'react';
import { clearNotifications } from '../../components/toast/notify';
import { formatDateTime } from '../../lib/format';
import { onApiError } from '../../lib/http/api-error-events';
import { leaveViewAs, viewedCustomer } from '../../lib/view-as';

/**
 * While support views the portal as a customer (issue 47), every signed-in page says so at its top, with the way
 * back to the console. The view ends here, when the server says it has ended (its message stays on screen), or at
 * its time: the staff member is taken back to the customer's record.
 */
export default function ViewAsBanner() {
  const [customer] = useState(viewedCustomer);
  const [ending, setEnding] = useState(false);

  useEffect(() => {
    if (!customer) return;
    const end = () => {
      setEnding(true);
      void leaveViewAs();
    };
    const timer = setTimeout(end, Math.max(0, Date.parse(customer.expiresAt) - Date.now()));
    const stop = onApiError((error) => {
      if (errorCodeOf(error.body) === 'view_as_ended') end();
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [customer]);

  if (!customer) return null;
  return (
    <aside
      aria-label="Viewing as a customer"
      data-testid="view-as-banner"
      className="border-b border-[var(--color-warning-600)] bg-[var(--color-warning-50)] px-4 py-2 text-center text-sm"
    >
      Viewing as <strong>{customer.name}</strong> — read-only, until {formatDateTime(customer.expiresAt)}.{' '}
      <button
        type="button"
        className="text-link font-semibold"
        disabled={ending}
        onClick={() => {
          setEnding(true);
          // The customer's pages' messages stay with them.
          clearNotifications();
          void leaveViewAs();
        }}
      >
        End
      </button>
    </aside>
  );
}
