import { phoneForDisplay } from '@fathom/domain/phone-display';
import {
  formatMiles,
  milesAway,
  nobodyNearHeading,
  radiusLabel,
  radiusReaching,
  type UrologistRadius,
  urologistsFoundHeading,
} from '@fathom/domain/urologists';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/button';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import type { UrologistSearch } from '../api/urologists';

export interface SearchOutcome extends UrologistSearch {
  zip: string;
  /** Tells one search's answer from the next, so each new answer is announced by moving focus to it. */
  serial: number;
}

/**
 * What a search found within its radius, or plainly that nobody is that near, with the way to widen it.
 * Keyed by the search's serial, so each answer mounts afresh and takes the focus.
 */
export function UrologistResults({
  outcome,
  searching,
  onWiden,
}: {
  outcome: SearchOutcome;
  searching: boolean;
  onWiden: (radius: UrologistRadius) => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const language = usePageLanguage();
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const { data: urologists, meta, zip } = outcome;
  const nearestOutside = meta.nearest_outside_radius_miles;
  const widenTo = nearestOutside === null ? null : radiusReaching(nearestOutside);

  return (
    <div className="mt-6" data-testid="urologist-results">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold">
        {urologists.length > 0
          ? urologistsFoundHeading(urologists.length, meta.radius_miles, language)
          : nobodyNearHeading(zip, meta.radius_miles, language)}
      </h3>
      {urologists.length > 0 ? (
        <ol className="mt-3 space-y-3" data-testid="urologists">
          {urologists.map((urologist) => (
            <li key={urologist.id} className="rounded-lg border border-line p-4">
              <p className="font-semibold">{urologist.attributes.name}</p>
              <p>{urologist.attributes.practice}</p>
              <p className="text-ink-soft">
                {urologist.attributes.address_1}, {urologist.attributes.city}, {urologist.attributes.state}{' '}
                {urologist.attributes.postal_code}
              </p>
              <p className="mt-1 text-sm">
                {milesAway(urologist.attributes.distance_miles, language)} ·{' '}
                <a href={`tel:${urologist.attributes.phone}`} className="text-link">
                  Call {phoneForDisplay(urologist.attributes.phone)}
                </a>
                {urologist.attributes.accepts_new_patients ? ' · Accepts new patients' : ''}
              </p>
            </li>
          ))}
        </ol>
      ) : nearestOutside === null ? (
        <p className="mt-2">
          We have no verified urologists listed yet. Our care team can help you find one.
        </p>
      ) : null}
      {nearestOutside !== null && widenTo !== null ? (
        <div className="mt-4 flex flex-wrap items-center gap-3" data-testid="widen-search">
          <p>
            {urologists.length > 0 ? 'The next' : 'The nearest'} verified urologist is{' '}
            {formatMiles(nearestOutside, language)} from {zip}.
          </p>
          <Button variant="secondary" size="sm" loading={searching} onClick={() => onWiden(widenTo)}>
            {widenTo === 'any'
              ? 'Search at any distance'
              : `Search ${radiusLabel(widenTo, language).toLowerCase()}`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
