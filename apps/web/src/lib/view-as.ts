import type { ViewAsGrant } from '@fathom/contract/view-as';
import { navigate } from 'wouter/use-browser-location';
import { api } from './http/client';
import { getProfile } from './session-profile';
import { useSession } from './session-store';
import { VIEW_AS_ID_KEY } from './view-as-id';

const CUSTOMER_KEY = 'fathom-view-as-customer';

/** The customer this tab views as, for the banner and for the way back to their record. */
export interface ViewedCustomer {
  clientId: string;
  name: string;
  expiresAt: string;
}

/** This tab's view as a customer, if one is open in it. */
export function viewedCustomer(): ViewedCustomer | null {
  if (!sessionStorage.getItem(VIEW_AS_ID_KEY)) return null;
  try {
    return JSON.parse(sessionStorage.getItem(CUSTOMER_KEY) ?? 'null') as ViewedCustomer | null;
  } catch {
    return null;
  }
}

/** Goes to the page with the person it is for: one render, so neither is shown the other's page meanwhile. */
async function switchPerson(path: string): Promise<void> {
  const user = await getProfile();
  navigate(path);
  useSession.getState().setUser(user);
}

/**
 * Turns this tab into the customer's portal, on their home page: from now on its requests carry the view, and the
 * signed-in person the pages show is the customer (their profile, read through the view).
 */
export async function enterViewAs(grant: ViewAsGrant): Promise<void> {
  const customer: ViewedCustomer = {
    clientId: grant.client_id,
    name: grant.customer_name,
    expiresAt: grant.expires_at,
  };
  sessionStorage.setItem(CUSTOMER_KEY, JSON.stringify(customer));
  sessionStorage.setItem(VIEW_AS_ID_KEY, grant.id);
  await switchPerson('/home');
}

/** Forgets this tab's view: its requests are the staff member's own again. */
export function forgetViewAs(): void {
  sessionStorage.removeItem(VIEW_AS_ID_KEY);
  sessionStorage.removeItem(CUSTOMER_KEY);
}

/**
 * Ends the view (on the server too, when it is still open there) and makes the tab the staff member's again, back
 * on the customer's record in the console.
 */
export async function leaveViewAs(): Promise<void> {
  const customer = viewedCustomer();
  if (customer) {
    await api
      .post(`/staff/customers/${customer.clientId}/view-as/end`, {}, { handled: true })
      .catch(() => undefined);
  }
  forgetViewAs();
  const back = customer ? `/staff/customers/${customer.clientId}` : '/staff';
  // A staff session that ended meanwhile is left to the shared error effects: sign in again, then come back.
  await switchPerson(back).catch(() => navigate(back));
}
