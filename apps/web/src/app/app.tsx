import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect } from 'react';
import { useMaintenance } from '../components/maintenance';
import { OfflineBanner } from '../components/offline-banner';
import { useToastStore } from '../components/toast/toast-store';
import { appConfig } from '../lib/config';
import { onApiError } from '../lib/http/api-error-events';
import { moduleLoader, useModuleOnceLoaded } from '../lib/loaded-module';
import { useSession } from '../lib/session-store';
import { useConsultationsDialog } from './consultations/consultations-dialog-store';
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
/**
 * What a failed call does (toasts, redirects, signing out): its code loads with the first failure, or once the
 * first page is drawn, whichever comes first; the first page itself needs none of it.
 */
const httpErrorEffects = () => import('./http-error-effects');

function installHttpErrorEffectsWhenLoaded(): () => void {
  const idle = setTimeout(() => void httpErrorEffects().catch(() => undefined), 0);
  const uninstall = onApiError((error) => {
    httpErrorEffects()
      .then(({ applyApiErrorEffects }) => applyApiErrorEffects(error))
      .catch(() => undefined);
  });
  return () => {
    clearTimeout(idle);
    uninstall();
  };
}

const signedInModule = moduleLoader(() => import('./signed-in'));

/**
 * Runs what only a signed-in visit needs (app/signed-in.tsx) from the moment its code is in: not behind a Suspense
 * boundary, whose reveal React would hold back (lib/loaded-module.ts) along with the first announcements the page
 * waits for.
 */
function SignedIn() {
  const loaded = useModuleOnceLoaded(signedInModule);
  return loaded ? <loaded.default /> : null;
}

export function App() {
  // A new language draws the whole tree again (not anew: what is typed and open stays), so that what reads the
  // language outside Lingui's components (dates, lib/format.ts) follows it. Lingui's context, not a store: taking
  // a prerendered page over, it reads the language the page was prerendered in, and changes nothing after.
  useLingui();
  const consultationsRequested = useConsultationsDialog((state) => state.requested);
  useEffect(() => installHttpErrorEffectsWhenLoaded(), []);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  const maintenance = useMaintenance((state) => state.active) || appConfig.maintenance;
  return (
    <>
      <LoginTokenHandler />
      <ProviderSilentSignIn />
      <RefreshProfileOnStart />
      {isLoggedIn ? <SignedIn /> : null}
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
