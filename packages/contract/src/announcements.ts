import { z } from 'zod';
import { isoDateTimeSchema, listEnvelope } from './common';

export const announcementLocationSchema = z
  .enum(['home', 'analysis', 'cryogenic', 'global'])
  .describe('Page where the announcement shows; global shows everywhere');
export type AnnouncementLocation = z.infer<typeof announcementLocationSchema>;

export const announcementVariantSchema = z.enum(['info', 'warning', 'success']);
export type AnnouncementVariant = z.infer<typeof announcementVariantSchema>;

export const announcementResourceSchema = z
  .object({
    id: z.string().describe('Announcement id (uuid)'),
    type: z.literal('announcements'),
    attributes: z.object({
      title: z.string(),
      body: z.string(),
      location: announcementLocationSchema,
      variant: announcementVariantSchema,
      starts_at: isoDateTimeSchema,
      ends_at: isoDateTimeSchema.nullable(),
    }),
  })
  .describe('Announcement shown to a customer');
export type AnnouncementResource = z.infer<typeof announcementResourceSchema>;

export const announcementListQuerySchema = z.object({
  active: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: only announcements running now (started and not ended)'),
  page: z.coerce.number().int().min(1).optional(),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
});
export type AnnouncementListQuery = z.infer<typeof announcementListQuerySchema>;

export const announcementListResponseSchema = listEnvelope(announcementResourceSchema);
export type AnnouncementListResponse = z.infer<typeof announcementListResponseSchema>;
