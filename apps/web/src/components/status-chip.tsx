export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

const TONE_CLASSES: Readonly<Record<StatusTone, string>> = {
  success: 'bg-[var(--color-success-50)] text-[var(--color-success-700)] border-[var(--color-success-600)]',
  warning: 'bg-[var(--color-warning-50)] text-[var(--color-warning-700)] border-[var(--color-warning-600)]',
  error: 'bg-[var(--color-error-50)] text-[var(--color-error-700)] border-[var(--color-error-600)]',
  info: 'bg-[var(--color-info-50)] text-[var(--color-info-600)] border-[var(--color-info-600)]',
  neutral: 'bg-[var(--color-paper)] text-ink-soft border-line',
};

/** A tick, an exclamation mark, a cross, an "i" and a dash: the shape says what the colour says. */
function ToneIcon({ tone }: { tone: StatusTone }) {
  const paths: Record<StatusTone, string> = {
    success: 'M4.5 8.5l2.2 2.2L11.5 6',
    warning: 'M8 4.5v4.2M8 11.2v.3',
    error: 'M5.5 5.5l5 5M10.5 5.5l-5 5',
    info: 'M8 7.5v4M8 4.8v.3',
    neutral: 'M5 8h6',
  };
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" className="h-4 w-4 shrink-0">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d={paths[tone]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** A status as a word with an icon, in the tone's colours: the colour never carries the meaning alone. */
export function StatusChip({ tone, children }: { tone: StatusTone; children: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${TONE_CLASSES[tone]}`}
    >
      <ToneIcon tone={tone} />
      {children}
    </span>
  );
}
