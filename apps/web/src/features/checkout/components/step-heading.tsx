import { useEffect, useRef } from 'react';

/** A step's heading; it takes focus when the customer moves to the step, so screen readers follow. */
export function StepHeading({ children, focusOnMount }: { children: string; focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render of a step moves focus
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-xl font-semibold outline-none" data-testid="step-heading">
      {children}
    </h2>
  );
}
