import type { CustomerEmail } from '@fathom/contract/support-actions';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '../../../../components/button';
import { notify } from '../../../../components/toast/notify';
import { formatDateTime } from '../../../../lib/format';
import { useRequest } from '../../../../lib/use-request';
import { listCustomerEmails, resendEmail } from '../../api/support-actions';
import { type Column, DataTable } from '../data-table';
import { useListState } from '../use-list-state';

const STATE_WORDS: Record<CustomerEmail['state'], string> = {
  sent: 'Sent',
  queued: 'Waiting to be sent',
  failed: 'Could not be sent',
};

function ResendButton({ email, onResent }: { email: CustomerEmail; onResent: () => void }) {
  const [sending, setSending] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={sending}
      aria-label={`Send “${email.subject}” again`}
      onClick={() => {
        setSending(true);
        resendEmail(email.id)
          .then(() => {
            notify({
              type: 'success',
              message: `“${email.subject}” is sent again: a fresh copy goes out shortly.`,
            });
            onResent();
          })
          .catch(() => undefined)
          .finally(() => setSending(false));
      }}
    >
      Send again
    </Button>
  );
}

/**
 * The emails sent to the customer's address, newest first, a page at a time (the page in the address). One that
 * carried a one-time link (sign-in, password, invitation) is never sent again: support makes a new sign-in link.
 */
export function CustomerEmails({ clientId }: { clientId: string }) {
  const list = useListState([]);
  const [version, setVersion] = useState(0);
  const load = useCallback(() => listCustomerEmails(clientId, list.query), [clientId, list.query]);
  const answer = useRequest(load, version);
  const reload = useCallback(() => setVersion((count) => count + 1), []);
  const columns: Column<CustomerEmail>[] = useMemo(
    () => [
      { key: 'subject', header: 'Subject', cell: (email) => email.subject },
      { key: 'state', header: 'State', cell: (email) => STATE_WORDS[email.state] },
      {
        key: 'created_at',
        header: 'When',
        cell: (email) => formatDateTime(email.sent_at ?? email.created_at),
      },
      {
        key: 'action',
        header: 'Action',
        cell: (email) =>
          email.resendable ? (
            email.state === 'queued' ? (
              ''
            ) : (
              <ResendButton email={email} onResent={reload} />
            )
          ) : (
            'One-time link: make a new sign-in link instead'
          ),
      },
    ],
    [reload],
  );
  return (
    <>
      <h2 className="console-subtitle">Emails</h2>
      <DataTable
        caption="Emails"
        columns={columns}
        answer={answer}
        rowKey={(email) => email.id}
        sort={null}
        onSort={list.setSort}
        onPage={list.setPage}
        empty={<p>No email was sent to this customer.</p>}
      />
    </>
  );
}
