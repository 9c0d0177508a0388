import { Trans } from '@lingui/react/macro';
export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      <Trans>Skip to main content</Trans>
    </a>
  );
}
