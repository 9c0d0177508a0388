import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useSession } from '../../lib/session-store';
import { openConsultationsDialog } from './consultations-dialog-store';

export const CONSULTATION_DIALOG_PARAM = 'consultationDialog';

/**
 * ?consultationDialog on any page asks for the consultations dialog; the dialog opens once its data
 * has loaded and then replaces the route with /home. Logged-out visitors sign in first (the guard
 * remembers the address, parameter included).
 */
export function ConsultationDialogParameter() {
  const search = useSearch();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  useEffect(() => {
    if (isLoggedIn && new URLSearchParams(search).has(CONSULTATION_DIALOG_PARAM))
      openConsultationsDialog({ fromParameter: true });
  }, [search, isLoggedIn]);
  return null;
}
