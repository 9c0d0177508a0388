import { lazy, Suspense, useEffect } from 'react';
import { MaintenanceMessage } from '../components/maintenance-message';
import { OfflineBanner } from '../components/offline-banner';
import { Toaster } from '../components/toast/toaster';
import { appConfig } from '../lib/config';
import { useSession } from '../lib/session-store';
import { ConsultationDialogParameter } from './consultations/consultation-dialog-parameter';
import { useConsultationsDialog } from './consultations/consultations-dialog-store';
import { installHttpErrorEffects } from './http-error-effects';
import { AppRouter } from './router';
import { ScrollOnNavigation } from './scroll-on-navigation';
import { LoginTokenHandler } from './session/login-token-handler';
import { RefreshProfileOnStart } from './session/refresh-profile-on-start';

const ConsultationsDialog = lazy(() => import('./consultations/consultations-dialog'));
const AnnouncementsLoader = lazy(() => import('../features/announcements/announcements-loader'));

export function App() {
  const consultationsRequested = useConsultationsDialog((state) => state.requested);
  useEffect(() => installHttpErrorEffects(), []);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  return (
    <>
      <LoginTokenHandler />
      <RefreshProfileOnStart />
      {isLoggedIn ? (
        <Suspense fallback={null}>
          <AnnouncementsLoader />
        </Suspense>
      ) : null}
      <ConsultationDialogParameter />
      <ScrollOnNavigation />
      <AppRouter />
      {consultationsRequested ? (
        <Suspense fallback={null}>
          <ConsultationsDialog />
        </Suspense>
      ) : null}
      <Toaster />
      <OfflineBanner />
      <MaintenanceMessage configured={appConfig.maintenance} />
    </>
  );
}
