import { useAnnouncementsLoader } from './use-announcements-loader';

/** Mounted only while signed in, so the sign-in pages do not download it. */
export default function AnnouncementsLoader() {
  useAnnouncementsLoader();
  return null;
}
