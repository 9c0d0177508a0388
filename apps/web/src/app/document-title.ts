import { appConfig } from '../lib/config';

export function documentTitle(routeName: string, productName: string = appConfig.productName): string {
  return `${routeName} | ${productName}`;
}
