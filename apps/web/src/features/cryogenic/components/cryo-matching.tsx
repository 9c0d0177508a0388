import { type CryoMatch, confirmMatch, revertLastMatch, submitMatches } from '@fathom/domain/cryogenic';
import { productTitle } from '@fathom/domain/product-words';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/form/select-field';
import { formatDay } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n/language';
import { type MatchableItem, type MatchableItems, matchStorageWithAnalyses } from '../api/cryogenics';

/** "Semen Analysis of Dec 4, 2026": a storage plan or an analysis, by its title and the day it was ordered. */
const describe = (item: MatchableItem | undefined) => {
  if (!item) return '';
  const title = productTitle(
    item.relationships.product?.attributes.key,
    currentLanguage(),
    item.attributes.title,
  );
  const day = formatDay(item.attributes.created_at);
  return t`${title} of ${day}`;
};

/**
 * Pairs each storage plan with the analysis whose sample it holds: pairings are confirmed one by one, the
 * last can be taken back to edit, and saving sends them all. The page reads what can be matched with the
 * storage itself (so this section never appears late and pushes the page down) and reads both again once
 * saved.
 */
export function CryoMatching({ matchable, onSaved }: { matchable: MatchableItems; onSaved: () => void }) {
  const [matches, setMatches] = useState<CryoMatch[]>([]);
  const [choice, setChoice] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const { analyses, storage } = matchable;
  if (storage.length === 0 || analyses.length === 0) return null;
  const pending = storage.filter((item) => !matches.some((match) => match.cryogenic_uuid === item.id));

  const save = async () => {
    const { payload, matches: cleared } = submitMatches(matches);
    setSaving(true);
    try {
      await matchStorageWithAnalyses(payload);
      setMatches(cleared);
      onSaved();
    } catch {
      // The shared error effects explain the failure; the pairings stay to try again.
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card mt-6 p-6" aria-labelledby="matching-title" data-testid="cryo-matching">
      <h2 id="matching-title" className="text-lg font-semibold">
        <Trans>Match your storage with your analyses</Trans>
      </h2>
      <p className="mt-2">
        <Trans>
          Tell us which analysis's sample each storage plan holds, so your results and vials stay together.
        </Trans>
      </p>
      {pending.map((item) => (
        <div key={item.id} className="mt-4 flex flex-wrap items-end gap-3">
          <SelectField
            className="min-w-64"
            label={t`Sample held by ${describe(item)}`}
            prompt={t`Choose an analysis`}
            value={choice[item.id] ?? ''}
            options={analyses
              .filter((analysis) => !matches.some((match) => match.analysis_uuid === analysis.id))
              .map((analysis) => ({ value: analysis.id, label: describe(analysis) }))}
            onChange={(value) => setChoice((current) => ({ ...current, [item.id]: value }))}
          />
          <Button
            variant="secondary"
            disabled={!choice[item.id]}
            onClick={() =>
              setMatches(
                confirmMatch(matches, { cryogenic_uuid: item.id, analysis_uuid: choice[item.id] ?? '' }),
              )
            }
          >
            <Trans>Confirm pairing</Trans>
          </Button>
        </div>
      ))}
      {matches.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold">
            <Trans>Pairings to save</Trans>
          </h3>
          <ul className="mt-2 space-y-1" data-testid="pairings">
            {matches.map((match) => (
              <li key={match.cryogenic_uuid}>
                <Trans>
                  {describe(storage.find((item) => item.id === match.cryogenic_uuid))} holds the sample of{' '}
                  {describe(analyses.find((item) => item.id === match.analysis_uuid))}
                </Trans>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button
              variant="secondary"
              onClick={() => {
                const { matches: rest, editing } = revertLastMatch(matches);
                setMatches(rest);
                if (editing)
                  setChoice((current) => ({ ...current, [editing.cryogenic_uuid]: editing.analysis_uuid }));
              }}
            >
              <Trans>Undo the last pairing</Trans>
            </Button>
            <Button loading={saving} onClick={save}>
              <Trans>Save pairings</Trans>
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
