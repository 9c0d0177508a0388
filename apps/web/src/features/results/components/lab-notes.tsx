import { Trans } from '@lingui/react/macro';

/**
 * The lab's own notes on a result, in the words its scientists wrote (in English, never machine-translated): marked
 * as English, so that a page in another language says so in its label and a screen reader reads them as English.
 */
export function LabNotes({ notes, className }: { notes: string; className: string }) {
  return (
    <p className={className} data-testid="lab-notes">
      <span className="font-semibold">
        <Trans comment="The lab's notes follow, as the lab wrote them, in English: a translation says they are in English.">
          From the lab:
        </Trans>
      </span>{' '}
      <span lang="en">{notes}</span>
    </p>
  );
}
