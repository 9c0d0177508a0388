import { useState } from 'react';
import { Button } from '../../components/button';
import {
  clearNotifications,
  type HorizontalAlign,
  notify,
  type VerticalAlign,
} from '../../components/toast/notify';

const types = ['info', 'success', 'warning', 'error'] as const;
const verticals: VerticalAlign[] = ['top', 'bottom'];
const horizontals: HorizontalAlign[] = ['left', 'center', 'right'];

export function ToastExamples() {
  const [clicks, setClicks] = useState(0);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        {types.map((type) => (
          <Button
            key={type}
            variant="quiet"
            size="sm"
            onClick={() =>
              notify({ type, title: `A ${type} toast`, message: `This is how ${type} messages look.` })
            }
          >
            Show {type}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        {verticals.flatMap((verticalAlign) =>
          horizontals.map((horizontalAlign) => (
            <Button
              key={`${verticalAlign}-${horizontalAlign}`}
              variant="secondary"
              size="sm"
              onClick={() =>
                notify({
                  type: 'info',
                  message: `Shown ${verticalAlign} ${horizontalAlign}.`,
                  verticalAlign,
                  horizontalAlign,
                })
              }
            >
              {verticalAlign} {horizontalAlign}
            </Button>
          )),
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            notify({ type: 'info', message: 'Clicking me does not close me.', closeOnClick: false })
          }
        >
          Stays when clicked
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => notify({ type: 'info', message: 'No close button here.', showClose: false })}
        >
          Without close button
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => notify({ type: 'success', message: 'Stays until closed.', timeout: 0 })}
        >
          Stays until closed
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            notify({
              type: 'info',
              message: 'Click me to count.',
              onClick: () => setClicks((value) => value + 1),
            })
          }
        >
          With click handler
        </Button>
        <Button variant="quiet" size="sm" onClick={clearNotifications}>
          Clear all
        </Button>
      </div>
      <p className="text-sm text-[var(--color-ink-soft)]">
        Toast clicks counted: <output data-testid="toast-click-count">{clicks}</output>
      </p>
    </div>
  );
}
