import { lazy, Suspense, useEffect } from 'react';
import { useMaintenance } from '../components/maintenance';
import { OfflineBanner } from '../components/offline-banner';
import { useToastStore } from '../components/toast/notify';
import { appConfig } from '../lib/config';
import { moduleLoader, useModuleOnceLoaded } from '../lib/loaded-module';
import { useSession } from '../lib/session-store';
import { ConsultationDialogParameter } from './consultations/consultation-dialog-parameter';
import { useConsultationsDialog } from './consultations/consultations-dialog-store';
import { installHttpErrorEffects } from './http-error-effects';
import { AppRouter } from './router';
import { ScrollOnNavigation } from './scroll-on-navigation';
import { LoginTokenHandler } from './session/login-token-handler';
import { ProviderSilentSignIn } from './session/provider-silent-sign-in';
import { RefreshProfileOnStart } from './session/refresh-profile-on-start';

const ConsultationsDialog = lazy(() => import('./consultations/consultations-dialog'));
// Loaded with the first toast: most visits to the first page show none.
const Toaster = lazy(() =>
  import('../components/toast/toaster').then(({ Toaster }) => ({ default: Toaster })),
);
// Loaded only when the service is down for maintenance.
const MaintenanceMessage = lazy(() => import('../components/maintenance-message'));
const announcementsLoader = moduleLoader(() => import('../features/announcements/announcements-loader'));

/**
 * Reads the announcements while signed in, from the moment its code is in: not behind a Suspense boundary, whose
 * reveal React would hold back (lib/loaded-module.ts) along with the first announcements the page waits for.
 */
function AnnouncementsLoader() {
  const loaded = useModuleOnceLoaded(announcementsLoader);
  return loaded ? <loaded.default /> : null;
}

export function App() {
  const consultationsRequested = useConsultationsDialog((state) => state.requested);
  useEffect(() => installHttpErrorEffects(), []);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  const maintenance = useMaintenance((state) => state.active) || appConfig.maintenance;
  return (
    <>
      <LoginTokenHandler />
      <ProviderSilentSignIn />
      <RefreshProfileOnStart />
      {isLoggedIn ? <AnnouncementsLoader /> : null}
      <ConsultationDialogParameter />
      <ScrollOnNavigation />
      <AppRouter />
      {consultationsRequested ? (
        <Suspense fallback={null}>
          <ConsultationsDialog />
        </Suspense>
      ) : null}
      {hasToasts ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
      <OfflineBanner />
      {maintenance ? (
        <Suspense fallback={null}>
          <MaintenanceMessage />
        </Suspense>
      ) : null}
    </>
  );
}
