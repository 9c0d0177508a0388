import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { hideErrorsOfOtherPages } from '../components/toast/notify';

/** A new page starts without the error toasts of the page before it. */
export function StaleErrorToasts() {
  const [pathname] = useLocation();
  useEffect(() => hideErrorsOfOtherPages(pathname), [pathname]);
  return null;
}
