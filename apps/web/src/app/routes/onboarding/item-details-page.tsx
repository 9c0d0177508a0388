import { calendarDateIn } from '@fathom/domain/calendar-date';
import { LAB_TIME_ZONE, nextCollectionDay } from '@fathom/domain/kit-dates';
import {
  KIT_REGISTRATION_HOW,
  type KitPhase,
  kitRegistrationPath,
  REGISTER_BEFORE_SENDING,
  REGISTER_KIT_LABEL,
} from '@fathom/domain/kit-progress';
import { dropOffLocator, itemKind, kitStep } from '@fathom/domain/kits';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { productTitle } from '@fathom/domain/product-words';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { notify } from '../../../components/toast/notify';
import {
  completeOrderDetails,
  getDisabledDeliveryDates,
  getItem,
  type Item,
  updateShippingAddress,
} from '../../../features/kits/api/items';
import { KitOrderDetailsForm } from '../../../features/kits/components/kit-order-details-form';
import { KitTracker } from '../../../features/kits/components/kit-tracker';
import { itemTitle } from '../../../features/kits/item-title';
import { kitProgressOf } from '../../../features/kits/kit-progress-of';
import { appConfig } from '../../../lib/config';
import { formatDay } from '../../../lib/format';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { loadProfile } from '../../../lib/session-profile';
import { useSession } from '../../../lib/session-store';
import { useRequest } from '../../../lib/use-request';

const KIT_STEP_TEXT: Readonly<Record<string, MessageDescriptor>> = {
  NotStarted: msg`You have not started your kit yet.`,
  ConfirmationStep: msg`Confirm your kit details.`,
  SchedulePickupStep: msg`Schedule the courier pickup.`,
  VideoWalkthroughStep: msg`Watch the walkthrough video.`,
  CollectionInformationStep: msg`Read how and when to collect your sample.`,
  MDIConfirmation: msg`A physician is reviewing your order.`,
  FillCupStep: msg`Collect your sample in the cup.`,
  AddTransportMediaStep: msg`Add the transport medium.`,
  ApplyShippingLabelStep: msg`Apply the shipping label.`,
  SealShippingBoxStep: msg`Seal the shipping box and hand it to the courier.`,
  FinishedStep: msg`Your sample is done: the lab takes it from here.`,
};

/** When to collect: the sample travels overnight, so never Friday to Sunday or before a holiday. */
function CollectionGuidance({ today }: { today: string }) {
  const next = formatDay(nextCollectionDay(today), { weekday: true });
  return (
    <section className="card mt-6 p-6" aria-labelledby="collection-title">
      <h2 id="collection-title" className="text-lg font-semibold">
        <Trans>When to collect your sample</Trans>
      </h2>
      <p className="mt-2">
        <Trans>
          Collect on a Monday, Tuesday, Wednesday or Thursday and send it the same day: it travels overnight
          and must reach the lab on a working day. Do not collect from Friday to Sunday, or the day before a
          public holiday.
        </Trans>
      </p>
      <p className="mt-2 font-semibold" data-testid="next-collection-day">
        <Trans>Your next collection day: {next}</Trans>
      </p>
    </section>
  );
}

/**
 * Registering links the kit to its owner before the lab starts. Why it is needed now is the kit's summary above
 * (kit-progress.ts); before the kit has reached the customer, the section says why to do it early. The QR code
 * asks for the date of birth on file, so a customer without one is asked to add it first.
 */
function KitRegistration({ kit, phase, needed }: { kit: Item; phase: KitPhase; needed: boolean }) {
  const client = useSession((state) => state.user?.relationships.client ?? null);
  const missingBirthDate = client !== null && !client.attributes.date_of_birth;
  const language = usePageLanguage();
  return (
    <section className="card mt-6 p-6" aria-labelledby="registration-title" data-testid="kit-registration">
      <h2 id="registration-title" className="text-lg font-semibold">
        {REGISTER_KIT_LABEL[language]}
      </h2>
      <p className="mt-2">
        {needed
          ? KIT_REGISTRATION_HOW[language]
          : `${REGISTER_BEFORE_SENDING[language]} ${KIT_REGISTRATION_HOW[language]}`}
      </p>
      {missingBirthDate ? (
        <p className="mt-2">
          <Trans>
            Registering asks for your date of birth, which we do not have yet.{' '}
            <Link href={`/onboarding/client/${encodeURIComponent(client.id)}`} className="text-link">
              Add your date of birth
            </Link>
          </Trans>
        </p>
      ) : null}
      <p className="mt-3">
        <Link href={kitRegistrationPath(kit.id, phase)} className="text-link">
          <Trans>Register with the order number</Trans>
        </Link>
      </p>
    </section>
  );
}

/** The kit's package, its order and its carrier, under its title. */
function OrderLine({ kit }: { kit: Item }) {
  const language = usePageLanguage();
  const kitPackage = kit.relationships.package?.attributes;
  const packageTitle = kitPackage ? productTitle(kitPackage.key, language, kitPackage.title) : null;
  const orderNumber = kit.relationships.order?.attributes.po_number ?? kit.attributes.po_number ?? '- -';
  const carrier = kit.attributes.delivery_carrier;
  return (
    <p className="page-lead">
      {packageTitle ? `${packageTitle} · ` : ''}
      <Trans>Order {orderNumber}</Trans>
      {carrier ? (
        <>
          {' · '}
          <Trans>Shipped with {carrier}</Trans>
        </>
      ) : null}
    </p>
  );
}

/** The agreements the lab waits for before it tests the sample, and where they are signed. */
function AgreementsToSign({ titles }: { titles: readonly string[] }) {
  const { t } = useLingui();
  const agreements = titles.join(t({ message: ' and ', comment: 'Between the titles of agreements' }));
  return (
    <p className="mt-3">
      <Trans>
        Before the lab can test your sample, sign {agreements} on the{' '}
        <Link href="/contracts" className="text-link">
          contracts page
        </Link>
        .
      </Trans>
    </p>
  );
}

export default function ItemDetailsPage() {
  const { uuid = '' } = useParams<{ uuid: string }>();
  const [, navigate] = useLocation();
  const [today] = useState(() => calendarDateIn(new Date(), LAB_TIME_ZONE));
  const language = usePageLanguage();
  const loadItem = useCallback(() => getItem(uuid), [uuid]);
  const firstLoad = useRequest(loadItem);
  /** The kit as read again after a change, so the page (and its confirmation) stays in place meanwhile. */
  const [reloaded, setReloaded] = useState<Item | null>(null);
  const [formKey, setFormKey] = useState(0);
  const refresh = async () => {
    setReloaded(await getItem(uuid));
    setFormKey((value) => value + 1);
  };
  const item = reloaded ? { status: 'success' as const, data: reloaded } : firstLoad;
  const [dates, setDates] = useState<Awaited<ReturnType<typeof getDisabledDeliveryDates>> | null>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { t } = useLingui();

  useEffect(() => {
    getDisabledDeliveryDates(uuid).then(setDates, () => setDates(null));
  }, [uuid]);
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);

  if (item.status === 'loading') return <LoadingSkeleton label={t`Loading your kit…`} />;
  if (item.status === 'error')
    return (
      <section className="page-section" aria-labelledby="item-missing-title">
        <h1 id="item-missing-title" className="page-title" tabIndex={-1}>
          <Trans>We could not find this kit</Trans>
        </h1>
        <p className="page-lead">
          <Trans>It may belong to another account. Sign in with the account that ordered it.</Trans>
        </p>
        <p className="mt-6">
          <Link href="/home" className="text-link">
            <Trans>Back to your account</Trans>
          </Link>
        </p>
      </section>
    );

  const kit: Item = item.data;
  const details = kit.attributes.kit;
  const isSti = itemKind(kit.attributes) === 'sti';
  const step = kitStep(kit.attributes.status.step);
  const complete = details?.order_details_completed === true;
  const progress = kitProgressOf(kit, language);
  const dropOff = progress.showDropOff ? dropOffLocator(kit.attributes.delivery_carrier) : null;
  const showSummary = progress.phase !== 'cancelled' && progress.phase !== 'check_email';
  const toSign = (kit.relationships.documents ?? [])
    .filter((document) => document.status === 'to_sign')
    .map((document) => document.title);

  const saveOrderDetails = async (form: Parameters<typeof completeOrderDetails>[1]) => {
    await completeOrderDetails(uuid, form);
    await loadProfile();
    if (kit.attributes.needs_mdi_validation) {
      navigate('/onboarding/item/md-processing');
      return;
    }
    setSaved(t`Your order details are saved. We will ship your kit to arrive on the date you chose.`);
    await refresh();
  };
  const saveAddress = async (form: Parameters<typeof completeOrderDetails>[1]) => {
    await updateShippingAddress(uuid, form.shipping_address);
    notify({ type: 'success', message: t`Your kit will go to the new address.` });
    setSaved(t`The new address is saved.`);
    await refresh();
  };

  return (
    <section className="page-section" aria-labelledby="item-details-title">
      <h1 id="item-details-title" className="page-title" tabIndex={-1}>
        {complete ? itemTitle(kit, language) : <Trans>Complete your order details</Trans>}
      </h1>
      <OrderLine kit={kit} />
      {saved ? (
        <p
          ref={savedRef}
          tabIndex={-1}
          className="mt-4 rounded-lg bg-[var(--color-success-50)] p-3"
          role="status"
        >
          {saved}
        </p>
      ) : null}
      <KitTracker
        item={kit}
        variant={isSti ? 'short' : 'full'}
        label={t`Progress of ${itemTitle(kit, language)}`}
      />
      {showSummary ? (
        <p className="mt-3 font-semibold" data-testid="kit-summary">
          {progress.summary}
        </p>
      ) : null}
      {progress.showStep ? (
        <p className="mt-3" data-testid="kit-step">
          {KIT_STEP_TEXT[step] ? t(KIT_STEP_TEXT[step]) : null}
        </p>
      ) : null}
      {dropOff ? (
        <p className="mt-2">
          <Trans>
            Your kit travels with {dropOff.carrier}.{' '}
            <a href={dropOff.url} className="text-link" target="_blank" rel="noopener noreferrer">
              Find a {dropOff.carrier} drop-off point (opens in a new tab)
            </a>
          </Trans>
        </p>
      ) : null}
      {progress.asksForAgreements && toSign.length > 0 ? <AgreementsToSign titles={toSign} /> : null}
      {progress.canRegister ? (
        <KitRegistration kit={kit} phase={progress.phase} needed={progress.needsRegistration} />
      ) : null}
      {progress.showCollectionInstructions ? <CollectionGuidance today={today} /> : null}
      {progress.showVideos ? (
        <section className="card mt-6 p-6" aria-labelledby="videos-title">
          <h2 id="videos-title" className="text-lg font-semibold">
            <Trans>Watch how it is done</Trans>
          </h2>
          <ul className="mt-2 space-y-1" data-testid="demo-videos">
            <li>
              <a
                href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.collectionVideo)}
                className="text-link"
              >
                <Trans>Video: collecting your sample</Trans>
              </a>
            </li>
            <li>
              <a
                href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.shippingVideo)}
                className="text-link"
              >
                <Trans>Video: packing and shipping your kit</Trans>
              </a>
            </li>
          </ul>
        </section>
      ) : null}
      {details?.can_change_address ? (
        <section className="card mt-6 p-6" aria-labelledby="delivery-title">
          <h2 id="delivery-title" className="text-lg font-semibold">
            {complete ? <Trans>Change the delivery address</Trans> : <Trans>Delivery details</Trans>}
          </h2>
          <p className="mt-1 text-ink-soft">
            {complete ? (
              <Trans>You can change where the kit goes until it leaves our warehouse.</Trans>
            ) : (
              <Trans>Where and when your kit should arrive. A phone number lets the courier reach you.</Trans>
            )}
          </p>
          <KitOrderDetailsForm
            key={formKey}
            item={kit}
            dates={dates}
            today={today}
            addressOnly={complete}
            onSubmit={complete ? saveAddress : saveOrderDetails}
          />
          <p className="mt-4">
            <Link href="/onboarding/address" className="text-link">
              <Trans>Change the address of every kit that has not shipped</Trans>
            </Link>
          </p>
        </section>
      ) : details ? (
        <p className="mt-6">
          <Trans>
            This kit has left our warehouse, so its address can no longer change. Need help?{' '}
            <Link href="/home" className="text-link">
              Contact us from your account
            </Link>
            .
          </Trans>
        </p>
      ) : null}
    </section>
  );
}
