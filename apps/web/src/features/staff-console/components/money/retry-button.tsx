import { useState } from 'react';
import { Button } from '../../../../components/button';
import { notify } from '../../../../components/toast/notify';

/** "Try again" on one row: says what it queued, then the list is read again. */
export function RetryButton({
  label,
  retry,
  done,
  onDone,
}: {
  /** What the button tries again, for a screen reader (every row has one). */
  label: string;
  retry: () => Promise<unknown>;
  /** The sentence shown once it is queued. */
  done: string;
  onDone: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={busy}
      aria-label={label}
      onClick={() => {
        setBusy(true);
        retry()
          .then(() => {
            notify({ type: 'success', message: done });
            onDone();
          })
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      Try again
    </Button>
  );
}
