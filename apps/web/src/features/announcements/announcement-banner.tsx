import type { AnnouncementLocation, AnnouncementVariant } from '@fathom/contract/announcements';
import { type SessionAnnouncement, useSession } from '../../lib/session-store';

const variantLabel: Record<AnnouncementVariant, string> = {
  info: 'Information',
  warning: 'Important',
  success: 'Good news',
};

const variantStyle: Record<AnnouncementVariant, string> = {
  info: 'border-info-600 bg-info-50',
  warning: 'border-warning-600 bg-warning-50',
  success: 'border-success-600 bg-success-50',
};

const variantIcon: Record<AnnouncementVariant, string> = { info: 'i', warning: '!', success: '✓' };

function AnnouncementItem({ announcement }: { announcement: SessionAnnouncement }) {
  const dismiss = useSession((state) => state.dismissAnnouncement);
  const { title, body, variant } = announcement.attributes;
  return (
    <li
      className={`flex items-start gap-3 rounded-lg border-l-4 p-4 ${variantStyle[variant]}`}
      data-variant={variant}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-surface font-bold"
      >
        {variantIcon[variant]}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          <span className="sr-only">{variantLabel[variant]}: </span>
          {title}
        </p>
        <p className="mt-1 whitespace-pre-line text-ink-soft">{body}</p>
      </div>
      <button
        type="button"
        className="btn btn-link btn-sm shrink-0"
        aria-label={`Dismiss announcement: ${title}`}
        onClick={() => dismiss(announcement.id)}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </li>
  );
}

/** The undismissed announcements for one place in the portal. */
export function AnnouncementBanner({ location }: { location: AnnouncementLocation }) {
  const announcements = useSession((state) => state.announcements);
  const visible = announcements.filter(
    (announcement) => announcement.attributes.location === location && !announcement.attributes.is_dismissed,
  );
  if (visible.length === 0) return null;
  return (
    <section aria-label={location === 'global' ? 'Announcements' : 'Page announcements'} className="my-4">
      <ul className="space-y-3">
        {visible.map((announcement) => (
          <AnnouncementItem key={announcement.id} announcement={announcement} />
        ))}
      </ul>
    </section>
  );
}
