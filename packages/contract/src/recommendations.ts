import { z } from 'zod';
import { dataEnvelope } from './common';

export const recommendationResourceSchema = z
  .object({
    id: z.string().describe('Recommendation id (uuid)'),
    type: z.literal('recommendations'),
    attributes: z.object({
      title: z.string(),
      body: z.string(),
      category: z.string().describe('Lifestyle area, for example "diet" or "exercise"'),
      sort_order: z.number().int().describe('Ascending display order'),
      link_url: z.string().nullable().describe('Where to read more, when there is a page for it'),
    }),
  })
  .describe('Lifestyle recommendation');
export type RecommendationResource = z.infer<typeof recommendationResourceSchema>;

export const recommendationListQuerySchema = z.object({
  sort: z
    .enum(['sort_order'])
    .optional()
    .describe('Only sort_order (ascending) is offered; it is the default'),
});
export type RecommendationListQuery = z.infer<typeof recommendationListQuerySchema>;

export const recommendationListResponseSchema = dataEnvelope(z.array(recommendationResourceSchema));
export type RecommendationListResponse = z.infer<typeof recommendationListResponseSchema>;
