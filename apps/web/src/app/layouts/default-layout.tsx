import { lazy, type ReactNode, Suspense } from 'react';
import { AnnouncementBanner } from '../../features/announcements/announcement-banner';
import { useReadyForAnnouncements } from '../../features/announcements/first-announcements';
import { VIEW_AS_ID_KEY } from '../../lib/view-as-id';
import { TopNavigation } from '../navigation/top-navigation';
import { SiteFooter } from './site-footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { SupportSessionBanner } from './support-session-banner';

// Support's view as a customer alone downloads its banner: customers never do.
const ViewAsBanner = lazy(() => import('./view-as-banner'));

/** Signed-in pages: top navigation, profile menu and the page below. */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  const ready = useReadyForAnnouncements();
  return (
    <div className="flex min-h-screen flex-col" data-layout="default">
      <SkipLink />
      <SupportSessionBanner />
      {typeof sessionStorage !== 'undefined' && sessionStorage.getItem(VIEW_AS_ID_KEY) ? (
        <Suspense fallback={null}>
          <ViewAsBanner />
        </Suspense>
      ) : null}
      <TopNavigation />
      {/* At least a screen tall: the footer starts below the fold, so a page whose content arrives late
          never pushes a visible footer down. */}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto min-h-screen w-full max-w-6xl flex-1 px-gutter py-page-top outline-none sm:px-gutter-wide lg:py-page-top-wide"
      >
        <div className={ready ? undefined : 'invisible'} aria-busy={!ready}>
          <AnnouncementBanner location="global" />
          {children}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
