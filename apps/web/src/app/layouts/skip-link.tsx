export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      Skip to main content
    </a>
  );
}
