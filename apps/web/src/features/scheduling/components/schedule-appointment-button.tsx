import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { getScheduleResultsCallLink } from '../api/get-schedule-results-call-link';

/**
 * Opens the booking of a results call in the same window. The source names where the button sits; the
 * scheduler receives it with the client number.
 */
export function ScheduleAppointmentButton({ source, label }: { source: string; label?: string }) {
  const [loading, setLoading] = useState(false);
  const { t } = useLingui();
  const open = () => {
    setLoading(true);
    getScheduleResultsCallLink(source)
      .then((link) => window.location.assign(link))
      .catch(() => setLoading(false));
  };
  return (
    <Button variant="secondary" loading={loading} onClick={open}>
      {label ?? t`Schedule an appointment`}
    </Button>
  );
}
