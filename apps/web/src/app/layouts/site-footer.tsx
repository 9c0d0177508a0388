import { type FooterSection, footerSections } from '@fathom/domain/navigation';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { appConfig } from '../../lib/config';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { useSession } from '../../lib/session-store';

function FooterSectionLinks({ section }: { section: FooterSection }) {
  const titleId = useId();
  return (
    <div>
      <h2 id={titleId} className="text-sm font-semibold text-[var(--color-brand-900)]">
        {section.title}
      </h2>
      <ul aria-labelledby={titleId} className="mt-3 flex flex-col gap-2">
        {section.links.map((link) => (
          <li key={link.key}>
            <a className="text-link inline-block py-0.5 font-medium" href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The marketing site's products (for marketable clients) and where to find help, below every signed-in page. */
export function SiteFooter() {
  const user = useSession((state) => state.user);
  const year = new Date().getFullYear();
  const sections = footerSections(user, appConfig.marketingUrl, usePageLanguage());
  const { t } = useLingui();
  const productName = appConfig.productName;
  return (
    <footer className="border-t border-[var(--color-line)] bg-[var(--color-surface)]">
      <div className="mx-auto max-w-6xl px-4 py-8 text-sm text-[var(--color-ink-soft)] sm:px-6">
        <nav aria-label={t`Footer`}>
          <div className="grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
            {sections.map((section) => (
              <FooterSectionLinks key={section.key} section={section} />
            ))}
          </div>
        </nav>
        <p className="mt-8 border-t border-[var(--color-line)] pt-6">
          <Trans>
            © {year} {productName}. Your results and samples are handled confidentially.
          </Trans>
        </p>
      </div>
    </footer>
  );
}
