import AnnouncementsLoader from '../features/announcements/announcements-loader';
import { ConsultationDialogParameter } from './consultations/consultation-dialog-parameter';

/**
 * What the app runs only while someone is signed in (the announcements, the consultations dialog's parameter): a
 * chunk of its own, mounted with the session, so the pages seen signed out download none of it.
 */
export default function SignedIn() {
  return (
    <>
      <AnnouncementsLoader />
      <ConsultationDialogParameter />
    </>
  );
}
