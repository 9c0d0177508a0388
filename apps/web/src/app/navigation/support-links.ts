import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { appConfig } from '../../lib/config';

export function helpCenterLink(): string {
  return marketingLink(appConfig.marketingUrl, MARKETING_PATHS.helpCenter);
}

export function contactLink(): string {
  return marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact);
}
