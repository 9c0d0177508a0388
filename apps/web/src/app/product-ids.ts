/** Product identifiers the portal links to on the marketing site and in checkout links. */
export const PRODUCT_IDS = {
  maleFertilitySupplement: 'male-fertility-supplement',
  fertilityConsultation: 'fertility-consultation',
} as const;
