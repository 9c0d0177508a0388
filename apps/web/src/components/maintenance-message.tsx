export const MAINTENANCE_MESSAGE = 'Sorry, we are currently down for maintenance. Please check back soon.';

/** Shown over the whole app while the service is down for maintenance; loaded only then. */
export default function MaintenanceMessage() {
  return (
    <div className="fixed inset-0 z-[80] flex items-center justify-center bg-[var(--color-paper)] p-6">
      <div className="card max-w-md p-8 text-center" role="alert">
        <h1 className="text-2xl font-bold">We will be right back</h1>
        <p className="mt-3 text-[var(--color-ink-soft)]">{MAINTENANCE_MESSAGE}</p>
      </div>
    </div>
  );
}
