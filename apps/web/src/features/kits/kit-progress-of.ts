import { type KitProgress, kitProgress } from '@fathom/domain/kit-progress';
import { kitStep } from '@fathom/domain/kits';
import type { Language } from '@fathom/domain/languages';
import type { Item } from './api/items';

/** The domain's rule of what a kit's page and card say, read from the kit as the API gives it. */
export function kitProgressOf(item: Item, language: Language): KitProgress {
  return kitProgress(
    {
      trackingStage: item.attributes.tracking_stage,
      step: kitStep(item.attributes.status.step),
      category: item.attributes.is_sti ? 'sti' : 'analysis',
      registered: item.attributes.kit?.registered ?? false,
      heldAtLab: item.attributes.kit?.held_at_lab ?? false,
      hasResults: item.relationships.resultDocuments.length > 0,
    },
    language,
  );
}
