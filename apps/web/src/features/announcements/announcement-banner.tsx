import type { AnnouncementLocation, AnnouncementVariant } from '@fathom/contract/announcements';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type SessionAnnouncement, useAnnouncements } from './announcements-store';

/** What each variant means, said before the title to a screen reader (the page shows it by colour and mark). */
const variantLabel: Record<AnnouncementVariant, MessageDescriptor> = {
  info: msg`Information`,
  warning: msg`Important`,
  success: msg`Good news`,
};

const variantStyle: Record<AnnouncementVariant, string> = {
  info: 'border-info-600 bg-info-50',
  warning: 'border-warning-600 bg-warning-50',
  success: 'border-success-600 bg-success-50',
};

/**
 * Each variant's mark and the dismiss cross are drawn, not typed: the check mark and cross characters are outside
 * the portal's font, so as text they made the browser search the system's fonts on every page that shows one.
 */
const variantIcon: Record<AnnouncementVariant, string> = {
  info: 'M10 9v5M10 6v.01',
  warning: 'M10 5.5v5.5M10 14.5v.01',
  success: 'M6 10.5l2.75 2.75L14 7.5',
};

function Icon({ path, className }: { path: string; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

function AnnouncementItem({ announcement }: { announcement: SessionAnnouncement }) {
  const dismiss = useAnnouncements((state) => state.dismissAnnouncement);
  const { title, body, variant } = announcement.attributes;
  const { t } = useLingui();
  const kind = t(variantLabel[variant]);
  return (
    <li
      className={`flex items-start gap-3 rounded-lg border-l-4 p-4 ${variantStyle[variant]}`}
      data-variant={variant}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-surface"
      >
        <Icon path={variantIcon[variant]} className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          <span className="sr-only">{t`${kind}:`} </span>
          {title}
        </p>
        <p className="mt-1 whitespace-pre-line text-ink-soft">{body}</p>
      </div>
      <button
        type="button"
        className="btn btn-link btn-sm shrink-0"
        aria-label={t`Dismiss announcement: ${title}`}
        onClick={() => dismiss(announcement.id)}
      >
        <Icon path="M5.5 5.5l9 9m0-9l-9 9" className="size-4" />
      </button>
    </li>
  );
}

/** The undismissed announcements for one place in the portal. */
export function AnnouncementBanner({ location }: { location: AnnouncementLocation }) {
  const announcements = useAnnouncements((state) => state.announcements);
  const { t } = useLingui();
  const visible = announcements.filter(
    (announcement) => announcement.attributes.location === location && !announcement.attributes.is_dismissed,
  );
  if (visible.length === 0) return null;
  return (
    <section aria-label={location === 'global' ? t`Announcements` : t`Page announcements`} className="my-4">
      <ul className="space-y-3">
        {visible.map((announcement) => (
          <AnnouncementItem key={announcement.id} announcement={announcement} />
        ))}
      </ul>
    </section>
  );
}
