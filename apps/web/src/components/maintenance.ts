import { create } from 'zustand';

interface MaintenanceState {
  active: boolean;
}

/** Whether the server has said it is down for maintenance (a 503 flagged so). */
export const useMaintenance = create<MaintenanceState>()(() => ({ active: false }));

export function enterMaintenance(): void {
  useMaintenance.setState({ active: true });
}
