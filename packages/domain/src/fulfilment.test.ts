import { describe, expect, it } from 'vitest';
import { itemsOfOrderLine } from './fulfilment';

const analysis = { productId: 'a', title: 'Semen Analysis', productType: 'analysis' };
const yearly = { productId: 'y', title: 'Cryogenic Storage, yearly plan', productType: 'cryo' };

describe('itemsOfOrderLine', () => {
  it('gives one tracked kit per unit of an analysis', () => {
    expect(itemsOfOrderLine(analysis, 2)).toEqual([
      {
        productId: 'a',
        title: 'Semen Analysis',
        category: 'analysis',
        trackingStage: 1,
        statusStep: 'NotStarted',
      },
      {
        productId: 'a',
        title: 'Semen Analysis',
        category: 'analysis',
        trackingStage: 1,
        statusStep: 'NotStarted',
      },
    ]);
  });

  it('gives the products of a package, and storage untracked', () => {
    const bronze = {
      productId: 'b',
      title: 'NSW Package',
      productType: 'package',
      contents: [analysis, yearly],
    };
    expect(itemsOfOrderLine(bronze, 1).map((item) => [item.category, item.trackingStage])).toEqual([
      ['analysis', 1],
      ['cryogenic', null],
    ]);
  });

  it('gives nothing for the DNA add-on or shipping', () => {
    expect(itemsOfOrderLine({ productId: 'd', title: 'DNA', productType: 'dna' }, 1)).toEqual([]);
    expect(itemsOfOrderLine({ productId: 's', title: 'Shipping', productType: 'shipping' }, 1)).toEqual([]);
  });
});
