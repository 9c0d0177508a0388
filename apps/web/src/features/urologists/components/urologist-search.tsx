import type { Language } from '@fathom/domain/languages';
import {
  DEFAULT_UROLOGIST_RADIUS_MILES,
  parseRadius,
  radiusLabel,
  UROLOGIST_RADII_MILES,
  type UrologistRadius,
} from '@fathom/domain/urologists';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { isApiError } from '../../../lib/http/api-error';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { findUrologists } from '../api/urologists';
import { type SearchOutcome, UrologistResults } from './urologist-results';

const radiusOptions = (language: Language) =>
  [...UROLOGIST_RADII_MILES, 'any' as const].map((radius) => ({
    value: String(radius),
    label: radiusLabel(radius, language),
  }));

/** A ZIP code search of the verified urologists within a radius (100 miles unless widened), nearest first. */
export function UrologistSearch() {
  const { t } = useLingui();
  const [zip, setZip] = useState('');
  const [radius, setRadius] = useState<UrologistRadius>(DEFAULT_UROLOGIST_RADIUS_MILES);
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const [zipError, setZipError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const latestSearch = useRef(0);
  const language = usePageLanguage();

  const search = async (searchedZip: string, searchedRadius: UrologistRadius) => {
    const thisSearch = ++latestSearch.current;
    setSearching(true);
    setZipError(null);
    setFailure(null);
    try {
      const answer = await findUrologists(searchedZip, searchedRadius);
      if (thisSearch !== latestSearch.current) return;
      setOutcome({ zip: searchedZip, serial: thisSearch, ...answer });
    } catch (error) {
      if (thisSearch !== latestSearch.current) return;
      // A failed search leaves no list behind that could be taken for its answer.
      setOutcome(null);
      const fieldError = serverFieldErrors(error).postal_code;
      if (fieldError) setZipError(fieldError);
      else setFailure(isApiError(error) ? error.message : t`The search failed. Please try again.`);
    } finally {
      if (thisSearch === latestSearch.current) setSearching(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void search(zip.trim(), radius);
  };
  const widen = (wider: UrologistRadius) => {
    if (!outcome) return;
    setRadius(wider);
    void search(outcome.zip, wider);
  };

  return (
    <section className="card mt-6 p-6" aria-labelledby="urologist-search-title">
      <h2 id="urologist-search-title" className="text-lg font-semibold">
        <Trans>Verified urologists near you</Trans>
      </h2>
      <form className="mt-3 flex flex-wrap items-end gap-3" noValidate onSubmit={onSubmit}>
        <TextField
          label={t`ZIP code`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          required
          value={zip}
          onChange={setZip}
          error={zipError}
        />
        <SelectField
          label={t`Distance`}
          value={String(radius)}
          options={radiusOptions(language)}
          onChange={(value) => setRadius(parseRadius(value) ?? DEFAULT_UROLOGIST_RADIUS_MILES)}
        />
        <Button type="submit" loading={searching}>
          <Trans>Search</Trans>
        </Button>
      </form>
      {failure ? (
        <p className="field-error mt-4" role="alert">
          {failure}
        </p>
      ) : null}
      {outcome ? (
        <UrologistResults key={outcome.serial} outcome={outcome} searching={searching} onWiden={widen} />
      ) : null}
    </section>
  );
}
