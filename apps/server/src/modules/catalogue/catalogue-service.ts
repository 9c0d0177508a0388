import type { Catalogue, CatalogueProductResource } from '@fathom/contract/catalogue';
import type { Database } from '../../db/database';
import { listActiveProducts } from './catalogue-repository';

/**
 * The catalogue changes only when the server starts (it is seeded then), and every checkout reads it:
 * each instance keeps it in memory after the first read.
 */
export function createCatalogue(db: Database): Catalogue {
  let cached: Promise<CatalogueProductResource[]> | null = null;
  return {
    products(): Promise<CatalogueProductResource[]> {
      cached ??= listActiveProducts(db).catch((error: unknown) => {
        cached = null;
        throw error;
      });
      return cached;
    },
  };
}
