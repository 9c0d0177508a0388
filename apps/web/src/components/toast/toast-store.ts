import type { Notification } from '@fathom/domain/notifications';
import { create } from 'zustand';

export interface Toast extends Notification {
  id: number;
  visible: boolean;
  page: string;
}

interface ToastState {
  toasts: Toast[];
}

/**
 * The toasts on screen. Apart from what shows and times them (notify.ts): the app watches this store from its
 * first render to load the toaster with the first toast, while the code that makes toasts loads with the first one.
 */
export const useToastStore = create<ToastState>()(() => ({ toasts: [] }));
