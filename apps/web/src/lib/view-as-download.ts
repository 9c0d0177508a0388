import { VIEW_AS_PARAMETER } from '@fathom/contract/view-as-parameter';
import { VIEW_AS_ID_KEY } from './view-as-id';

/**
 * A download's address as this tab opens it: a plain link sends no header, so while support views the portal as a
 * customer the view's id goes in the address, and the file is the customer's, as the page showing the link is.
 */
export function downloadUrl(path: string): string {
  const viewAs = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(VIEW_AS_ID_KEY);
  if (!viewAs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${VIEW_AS_PARAMETER}=${encodeURIComponent(viewAs)}`;
}
