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
import { Trans } from '@lingui/react/macro';
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
  const distance = nearestOutside === null ? null : formatMiles(nearestOutside, language);
  // A distance as the search's choices say it, in lower case: "Search within 250 miles".
  const radius = widenTo === null || widenTo === 'any' ? null : radiusLabel(widenTo, language).toLowerCase();

  return (
    <div className="mt-6" data-testid="urologist-results">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold">
        {urologists.length > 0
          ? urologistsFoundHeading(urologists.length, meta.radius_miles, language)
          : nobodyNearHeading(zip, meta.radius_miles, language)}
      </h3>
      {urologists.length > 0 ? (
        <ol className="mt-3 space-y-3" data-testid="urologists">
          {urologists.map((urologist) => {
            const phone = phoneForDisplay(urologist.attributes.phone);
            return (
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
                    <Trans>Call {phone}</Trans>
                  </a>
                  {urologist.attributes.accepts_new_patients ? (
                    <>
                      {' '}
                      · <Trans>Accepts new patients</Trans>
                    </>
                  ) : null}
                </p>
              </li>
            );
          })}
        </ol>
      ) : nearestOutside === null ? (
        <p className="mt-2">
          <Trans>We have no verified urologists listed yet. Our care team can help you find one.</Trans>
        </p>
      ) : null}
      {distance !== null && widenTo !== null ? (
        <div className="mt-4 flex flex-wrap items-center gap-3" data-testid="widen-search">
          <p>
            {urologists.length > 0 ? (
              <Trans>
                The next verified urologist is {distance} from {zip}.
              </Trans>
            ) : (
              <Trans>
                The nearest verified urologist is {distance} from {zip}.
              </Trans>
            )}
          </p>
          <Button variant="secondary" size="sm" loading={searching} onClick={() => onWiden(widenTo)}>
            {radius === null ? <Trans>Search at any distance</Trans> : <Trans>Search {radius}</Trans>}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
