import { Trans } from '@lingui/react/macro';

/** Who signed an agreement, and on which day: "Signed by Sam Lee on Dec 4, 2026." */
export function SignedBy({ name, day }: { name: string | null; day: string }) {
  return (
    <Trans>
      Signed by {name} on {day}.
    </Trans>
  );
}
