import { useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense } from 'react';
import { PageLoading } from '../../components/page-loading';
import { moduleLoader } from '../../lib/loaded-module';
import type { LayoutName } from '../route-table';
import { AuthLayout } from './auth-layout';
import { DefaultLayoutSkeleton } from './default-layout-skeleton';
import { EmptyLayout } from './empty-layout';
import { OnboardingLayout } from './onboarding-layout';

// The signed-in frame (navigation, menus, dialogs) stays out of the code the sign-in pages download.
export const defaultLayoutModule = moduleLoader(() => import('./default-layout'));

function DefaultLayout({ children }: { children: ReactNode }) {
  const { default: Layout } = defaultLayoutModule.read();
  return <Layout>{children}</Layout>;
}

const layouts = {
  default: DefaultLayout,
  onboarding: OnboardingLayout,
  auth: AuthLayout,
} as const;

export function LayoutFor({
  layout,
  ownHeader = false,
  children,
}: {
  layout: LayoutName;
  /** The page draws its own header (the checkout's): the empty layout leaves out its brand bar. */
  ownHeader?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={layout === 'default' ? <DefaultLayoutSkeleton label={t`Loading…`} /> : <PageLoading />}
    >
      {layout === 'empty' ? (
        <EmptyLayout brandHeader={!ownHeader}>{children}</EmptyLayout>
      ) : (
        <LayoutOf layout={layout}>{children}</LayoutOf>
      )}
    </Suspense>
  );
}

function LayoutOf({ layout, children }: { layout: Exclude<LayoutName, 'empty'>; children: ReactNode }) {
  const Layout = layouts[layout];
  return <Layout>{children}</Layout>;
}
