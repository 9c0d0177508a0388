import type { ReactNode } from 'react';
import { enterViewAs } from '../../../lib/view-as';
import { startViewAs } from '../api/view-as';
import { InlineForm } from './lab/inline-form';

/**
 * "View as customer" on a customer's record: asks the staff member's authenticator code (a view shows everything
 * the customer sees), then opens the customer's portal in this tab, read-only, for 15 minutes at most.
 */
export function ViewAsButton({ clientId, name }: { clientId: string; name: string }): ReactNode {
  return (
    <InlineForm
      open="View as customer"
      openName={`View the portal as ${name}`}
      label="Your authenticator code"
      field="one_time_password"
      initial={() => ''}
      submit="View as customer"
      onSubmit={async (code) => enterViewAs(await startViewAs(clientId, code.trim()))}
    />
  );
}
