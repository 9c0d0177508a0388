import { formatNumber } from '@fathom/domain/format';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import { findUrologists, type Urologist } from '../api/urologists';

/** A ZIP code search listing every verified urologist, nearest first. */
export function UrologistSearch() {
  const [zip, setZip] = useState('');
  const [results, setResults] = useState<Urologist[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (results) headingRef.current?.focus();
  }, [results]);

  const search = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearching(true);
    setError(null);
    try {
      setResults(await findUrologists(zip.trim()));
    } catch (failure) {
      setError(serverFieldErrors(failure).postal_code ?? null);
    } finally {
      setSearching(false);
    }
  };

  return (
    <section className="card mt-6 p-6" aria-labelledby="urologist-search-title">
      <h2 id="urologist-search-title" className="text-lg font-semibold">
        Verified urologists near you
      </h2>
      <form className="mt-3 flex flex-wrap items-end gap-3" noValidate onSubmit={search}>
        <TextField
          label="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          required
          value={zip}
          onChange={setZip}
          error={error}
        />
        <Button type="submit" loading={searching}>
          Search
        </Button>
      </form>
      {results ? (
        <>
          <h3 ref={headingRef} tabIndex={-1} className="mt-6 font-semibold">
            {results.length} urologist{results.length === 1 ? '' : 's'}, nearest first
          </h3>
          <ol className="mt-3 space-y-3" data-testid="urologists">
            {results.map((urologist) => (
              <li key={urologist.id} className="rounded-lg border border-line p-4">
                <p className="font-semibold">{urologist.attributes.name}</p>
                <p>{urologist.attributes.practice}</p>
                <p className="text-ink-soft">
                  {urologist.attributes.address_1}, {urologist.attributes.city}, {urologist.attributes.state}{' '}
                  {urologist.attributes.postal_code}
                </p>
                <p className="mt-1 text-sm">
                  {formatNumber(urologist.attributes.distance_miles)} miles away ·{' '}
                  <a href={`tel:${urologist.attributes.phone}`} className="text-link">
                    Call {urologist.attributes.phone}
                  </a>
                  {urologist.attributes.accepts_new_patients ? ' · Accepts new patients' : ''}
                </p>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
