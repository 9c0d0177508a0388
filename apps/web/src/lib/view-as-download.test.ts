import { afterEach, describe, expect, it } from 'vitest';
import { downloadUrl } from './view-as-download';
import { VIEW_AS_ID_KEY } from './view-as-id';

describe('a download opened as a plain link', () => {
  afterEach(() => sessionStorage.clear());

  it('is the address alone while nobody views as a customer', () => {
    expect(downloadUrl('/api/checkout/orders/FTH-1/receipt')).toBe('/api/checkout/orders/FTH-1/receipt');
  });

  it("names this tab's view in its address, after any query it has", () => {
    sessionStorage.setItem(VIEW_AS_ID_KEY, '6f1c2d3e-0000-4000-8000-000000000001');
    expect(downloadUrl('/api/fhir/analyses/r1')).toBe(
      '/api/fhir/analyses/r1?view_as=6f1c2d3e-0000-4000-8000-000000000001',
    );
    expect(downloadUrl('/api/report?size=a4')).toBe(
      '/api/report?size=a4&view_as=6f1c2d3e-0000-4000-8000-000000000001',
    );
  });
});
