import { appConfig } from '../lib/config';

/** The product's mark and name; the name comes from the server's configuration. */
export function BrandMark({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold text-[var(--color-brand-900)] ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--color-brand-700)" />
        <path
          d="M9 22c3-7 6-10 11-12m-3 12c2-4 4-6 6-7"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span className="text-xl tracking-tight">{appConfig.productName}</span>
    </span>
  );
}
