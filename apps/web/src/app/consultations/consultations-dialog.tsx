import {
  BOOK_PAID_LABEL,
  type ConsultationDialogMode,
  consultationDialogMode,
  offersPaidConsultation,
  SCHEDULE_LABEL,
  STALE_RESULTS_TITLE,
  scheduledConsultationText,
} from '@fathom/domain/consultation';
import type { Language } from '@fathom/domain/languages';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { Button, buttonClassName } from '../../components/button';
import { MODAL_ANIMATION_MS, Modal } from '../../components/modal';
import { getItems } from '../../features/kits/api/items';
import { getScheduleResultsCallLink } from '../../features/scheduling/api/get-schedule-results-call-link';
import { appConfig } from '../../lib/config';
import { currentLanguage } from '../../lib/i18n/language';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { loadProfile } from '../../lib/session-profile';
import { closeConsultationsDialog, useConsultationsDialog } from './consultations-dialog-store';
import { getConsultationCheckoutLink } from './get-consultation-checkout-link';

type LoadState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; mode: ConsultationDialogMode; checkoutLink: string | null; scheduleText: string };

/** Said beside another mode's message to a customer without a semen analysis kit. */
const PAID_OFFER_NOTE = msg`Want to talk to a fertility specialist now? A fertility consultation is $49, with or without a semen analysis.`;

interface ModeContent {
  /** The domain's own words (in the language given), or the page's, in its language. */
  title: ((language: Language) => string) | MessageDescriptor;
  body: MessageDescriptor | null;
}

const contents: Record<ConsultationDialogMode, ModeContent> = {
  order_semen_analysis: {
    title: msg`Start with a semen analysis`,
    body: msg`A fertility consultation builds on your semen analysis results. Order an analysis kit first, and we will set up your call once your results are in.`,
  },
  stale_results: {
    // The domain's, drawn in the page's language.
    title: (language) => STALE_RESULTS_TITLE[language],
    body: msg`Your latest results are more than 90 days old. Sperm renews every 2-3 months, so a new analysis gives the specialist a current picture of your fertility.`,
  },
  book_paid: {
    title: msg`Talk to a fertility specialist`,
    body: msg`Go through your results one to one with a fertility specialist, ask your questions and leave with a clear plan.`,
  },
  schedule: {
    title: msg`Book your fertility consultation`,
    // Said by scheduledConsultationText: a bought consultation is not "included".
    body: null,
  },
  results_not_ready: {
    title: msg`Your results are not ready yet`,
    body: msg`Please come back once you have received your results, and we will set up your consultation then.`,
  },
};

function ScheduleButton() {
  const [loading, setLoading] = useState(false);
  const onSchedule = () => {
    setLoading(true);
    getScheduleResultsCallLink()
      .then((link) => window.location.assign(link))
      .catch(() => setLoading(false));
  };
  return (
    <Button loading={loading} onClick={onSchedule}>
      {SCHEDULE_LABEL[usePageLanguage()]}
    </Button>
  );
}

function BookPaidLink({ checkoutLink, close }: { checkoutLink: string | null; close: () => void }) {
  return (
    <Link href={checkoutLink ?? '/checkouts'} className={buttonClassName('primary')} onClick={close}>
      {BOOK_PAID_LABEL[usePageLanguage()]}
    </Link>
  );
}

function footerFor(mode: ConsultationDialogMode, checkoutLink: string | null, close: () => void): ReactNode {
  const analysisLink = marketingLink(appConfig.marketingUrl, MARKETING_PATHS.spermAnalysis);
  switch (mode) {
    case 'order_semen_analysis':
      return (
        <>
          <Button variant="secondary" onClick={close}>
            <Trans>Maybe later</Trans>
          </Button>
          <a href={analysisLink} className={buttonClassName('primary')}>
            <Trans>Order a semen analysis</Trans>
          </a>
        </>
      );
    case 'stale_results':
      return (
        <>
          <Button variant="secondary" onClick={close}>
            <Trans>Maybe later</Trans>
          </Button>
          <a href={analysisLink} className={buttonClassName('primary')}>
            <Trans>Order a new analysis</Trans>
          </a>
        </>
      );
    case 'book_paid':
      return (
        <>
          <Button variant="secondary" onClick={close}>
            <Trans>Maybe later</Trans>
          </Button>
          <BookPaidLink checkoutLink={checkoutLink} close={close} />
        </>
      );
    case 'schedule':
      return <ScheduleButton />;
    case 'results_not_ready':
      return (
        <Button onClick={close}>
          <Trans>Close</Trans>
        </Button>
      );
  }
}

/** The consultations dialog: loads the profile and the items, then shows the mode that applies. */
export default function ConsultationsDialog() {
  const fromParameter = useConsultationsDialog((state) => state.fromParameter);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { t } = useLingui();
  const language = usePageLanguage();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is itself the reason to load again
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // The customer's displayable items; a failure is shown by the dialog itself.
    Promise.all([loadProfile(), getItems({ displayable: 'true' })])
      .then(async ([user, items]) => {
        const input = { user, items: items.data.map((item) => item.attributes), now: new Date() };
        const mode = consultationDialogMode(input);
        const checkoutLink = offersPaidConsultation(input, mode) ? await getConsultationCheckoutLink() : null;
        const scheduleText = scheduledConsultationText(user, currentLanguage());
        if (current) setState({ status: 'ready', mode, checkoutLink, scheduleText });
      })
      .catch(() => {
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  useEffect(() => {
    if (state.status !== 'loading' && fromParameter) navigate('/home', { replace: true });
  }, [state.status, fromParameter]);

  const [open, setOpen] = useState(true);
  const close = useCallback(() => {
    setOpen(false);
    // Unmount only after the closing animation, once focus is back on the opener.
    setTimeout(closeConsultationsDialog, MODAL_ANIMATION_MS.close + 50);
  }, []);

  if (state.status === 'loading') {
    return (
      <div className="sr-only" role="status">
        <Trans>Loading your consultation options…</Trans>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <Modal
        open={open}
        onClose={close}
        title={t`Consultations`}
        footer={
          <Button onClick={() => setAttempt((value) => value + 1)}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        <p>
          <Trans>We could not load your consultation options just now. Please try again in a moment.</Trans>
        </p>
      </Modal>
    );
  }
  const content = contents[state.mode];
  return (
    <Modal
      open={open}
      onClose={close}
      title={typeof content.title === 'function' ? content.title(language) : t(content.title)}
      footer={footerFor(state.mode, state.checkoutLink, close)}
    >
      <p className="text-[var(--color-ink-soft)]" data-consultation-mode={state.mode}>
        {state.mode === 'schedule' ? state.scheduleText : content.body ? t(content.body) : null}
      </p>
      {state.checkoutLink !== null && state.mode !== 'book_paid' ? (
        // Beside another mode's message (D-11), the paid consultation comes with its own button.
        <div className="mt-4 rounded-lg bg-[var(--color-brand-50)] p-4" data-paid-consultation-offer>
          <p className="text-[var(--color-ink-soft)]">{t(PAID_OFFER_NOTE)}</p>
          <div className="mt-3">
            <BookPaidLink checkoutLink={state.checkoutLink} close={close} />
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
