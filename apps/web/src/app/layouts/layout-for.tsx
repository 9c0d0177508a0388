import { lazy, type ReactNode, Suspense } from 'react';
import { PageLoading } from '../../components/page-loading';
import type { LayoutName } from '../route-table';
import { AuthLayout } from './auth-layout';
import { EmptyLayout } from './empty-layout';
import { OnboardingLayout } from './onboarding-layout';

// The signed-in frame (navigation, menus, dialogs) stays out of the code the sign-in pages download.
export const loadDefaultLayout = () => import('./default-layout');
const DefaultLayout = lazy(loadDefaultLayout);

const layouts = {
  default: DefaultLayout,
  onboarding: OnboardingLayout,
  empty: EmptyLayout,
  auth: AuthLayout,
} as const;

export function LayoutFor({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  const Layout = layouts[layout];
  return (
    <Suspense fallback={<PageLoading />}>
      <Layout>{children}</Layout>
    </Suspense>
  );
}
