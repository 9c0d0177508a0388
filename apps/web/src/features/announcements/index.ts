/** What the announcements feature offers the other features; everything else in features/announcements is its own. */
export { AnnouncementBanner } from './announcement-banner';
