/**
 * What a paid order gives the customer to follow in the portal: one item per unit of each product (a
 * package gives its products). Kits start at "order confirmed"; the DNA fragmentation add-on is analysed on
 * the same sample as its semen analysis, and shipping is a service, so neither is an item of its own.
 */
export type ItemCategory = 'analysis' | 'sti' | 'supplement' | 'consultation' | 'cryogenic';

const categoryByProductType: Readonly<Record<string, ItemCategory | null>> = {
  analysis: 'analysis',
  sti: 'sti',
  supplement: 'supplement',
  consultation: 'consultation',
  cryo: 'cryogenic',
  vasectomy: 'cryogenic',
  dna: null,
  shipping: null,
};

export interface FulfilledProduct {
  productId: string;
  title: string;
  productType: string;
  contents?: readonly FulfilledProduct[];
}

export interface NewItem {
  productId: string;
  title: string;
  category: ItemCategory;
  /** Kits that travel to the customer and back to the lab are tracked from stage 1. */
  trackingStage: 1 | null;
  statusStep: 'NotStarted' | null;
}

export function itemsOfOrderLine(product: FulfilledProduct, quantity: number): NewItem[] {
  const parts = product.productType === 'package' ? (product.contents ?? []) : [product];
  const once = parts.flatMap((part): NewItem[] => {
    const category = categoryByProductType[part.productType] ?? null;
    if (!category) return [];
    const isKit = category === 'analysis' || category === 'sti';
    return [
      {
        productId: part.productId,
        title: part.title,
        category,
        trackingStage: isKit ? 1 : null,
        statusStep: isKit ? 'NotStarted' : null,
      },
    ];
  });
  return Array.from({ length: quantity }, () => once).flat();
}
