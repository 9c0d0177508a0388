import { create } from 'zustand';

interface ConsultationsDialogState {
  /** The dialog was asked for: its data loads, then it opens. */
  requested: boolean;
  /** Asked for by ?consultationDialog: once open, the route is replaced with /home. */
  fromParameter: boolean;
}

export const useConsultationsDialog = create<ConsultationsDialogState>()(() => ({
  requested: false,
  fromParameter: false,
}));

export function openConsultationsDialog(options: { fromParameter?: boolean } = {}): void {
  useConsultationsDialog.setState({ requested: true, fromParameter: options.fromParameter ?? false });
}

export function closeConsultationsDialog(): void {
  useConsultationsDialog.setState({ requested: false, fromParameter: false });
}
