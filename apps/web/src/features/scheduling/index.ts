/** What the scheduling feature offers the other features; everything else in features/scheduling is its own. */
export { ScheduleAppointmentButton } from './components/schedule-appointment-button';
