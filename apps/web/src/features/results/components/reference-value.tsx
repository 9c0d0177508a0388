import { formatNumber } from '@fathom/domain/format';
import { PARAMETER_REFERENCES, type ResultParameter } from '@fathom/domain/results';

/** The normal reference value of a parameter, worded the way its state is decided. */
export function ReferenceValue({ parameter }: { parameter: ResultParameter }) {
  const { normal, unit } = PARAMETER_REFERENCES[parameter];
  const value = `${formatNumber(normal)}${unit === '%' ? '%' : ` ${unit}`}`;
  return (
    <p className="mt-2 text-sm">
      <span className="font-semibold">Normal reference:</span>{' '}
      {parameter === 'dna_fragmentation' ? `${value} or less` : `${value} or more`}
    </p>
  );
}
