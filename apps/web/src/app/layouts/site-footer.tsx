import { MARKETING_PATHS, marketingLink, SUPPORT_PHONE } from '@fathom/domain/navigation';
import { appConfig } from '../../lib/config';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-[var(--color-line)] bg-[var(--color-surface)]">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-[var(--color-ink-soft)] sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {year} {appConfig.productName}. Your results and samples are handled confidentially.
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-4">
            <li>
              <a
                className="text-link font-medium"
                href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.resources)}
              >
                Resources
              </a>
            </li>
            <li>
              <a
                className="text-link font-medium"
                href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)}
              >
                Contact us
              </a>
            </li>
            <li>
              <a
                className="text-link font-medium"
                href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.helpCenter)}
              >
                Help centre
              </a>
            </li>
            <li>
              <a
                className="text-link font-medium"
                href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.community)}
              >
                Community
              </a>
            </li>
            <li>
              <a className="text-link font-medium" href={`tel:${SUPPORT_PHONE.tel}`}>
                Call us: {SUPPORT_PHONE.display}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
