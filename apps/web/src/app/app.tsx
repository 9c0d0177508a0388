import { lazy, Suspense, useEffect } from 'react';
import { MaintenanceMessage } from '../components/maintenance-message';
import { OfflineBanner } from '../components/offline-banner';
import { Toaster } from '../components/toast/toaster';
import { useAnnouncementsLoader } from '../features/announcements/use-announcements-loader';
import { appConfig } from '../lib/config';
import { ConsultationDialogParameter } from './consultations/consultation-dialog-parameter';
import { useConsultationsDialog } from './consultations/consultations-dialog-store';
import { installHttpErrorEffects } from './http-error-effects';
import { AppRouter } from './router';
import { ScrollOnNavigation } from './scroll-on-navigation';
import { LoginTokenHandler } from './session/login-token-handler';

const ConsultationsDialog = lazy(() => import('./consultations/consultations-dialog'));

export function App() {
  const consultationsRequested = useConsultationsDialog((state) => state.requested);
  useEffect(() => installHttpErrorEffects(), []);
  useAnnouncementsLoader();
  return (
    <>
      <LoginTokenHandler />
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
