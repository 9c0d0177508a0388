import type { StatusLabel, StatusTone } from '@fathom/domain/status-labels';

/** One icon per tone, so a status never rests on its colour alone: it always has an icon and a word. */
const ICONS: Readonly<Record<StatusTone, string>> = {
  success: 'M6.5 10.5l2.5 2.5 4.5-5',
  warning: 'M10 6v4.5M10 13.5v.01',
  error: 'M7.5 7.5l5 5m0-5l-5 5',
  info: 'M10 9v4.5M10 6.5v.01',
  neutral: 'M6.5 10h7',
};

export interface StatusBadgeProps {
  status: StatusLabel;
  className?: string;
}

/** A status in words with its tone's icon and colour: "Paid", "Payment failed", "Awaiting payment". */
export function StatusBadge({ status, className = '' }: StatusBadgeProps) {
  return (
    <span className={`status-badge status-badge-${status.tone} ${className}`.trim()} data-tone={status.tone}>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="status-badge-icon"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {status.tone === 'warning' ? (
          <path d="M10 2.75l7.5 13.5h-15z" />
        ) : (
          <circle cx="10" cy="10" r="7.75" />
        )}
        <path d={ICONS[status.tone]} />
      </svg>
      <span>{status.label}</span>
    </span>
  );
}
