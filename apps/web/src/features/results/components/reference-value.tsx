import { normalRangeText } from '@fathom/domain/result-labels';
import type { ResultParameter } from '@fathom/domain/results';
import { Trans } from '@lingui/react/macro';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';

/** The normal reference value of a parameter, worded the way its state is decided. */
export function ReferenceValue({ parameter }: { parameter: ResultParameter }) {
  const language = usePageLanguage();
  return (
    <p className="mt-2 text-sm">
      <span className="font-semibold">
        <Trans>Normal reference:</Trans>
      </span>{' '}
      {normalRangeText(parameter, language)}
    </p>
  );
}
