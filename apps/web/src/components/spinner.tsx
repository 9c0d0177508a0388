export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers; omit when the surrounding control already says it is busy. */
  label?: string;
  className?: string;
}

const sizes = { sm: 'h-4 w-4', md: 'h-6 w-6', lg: 'h-10 w-10' } as const;

export function Spinner({ size = 'sm', label, className = '' }: SpinnerProps) {
  return (
    <span className={`inline-flex items-center ${className}`} role={label ? 'status' : undefined}>
      <span aria-hidden="true" className={`spinner ${sizes[size]}`} data-testid="spinner" />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
