import { PARTNER_STATUS_LABELS, partnerAccessSentence } from '@fathom/domain/partner';
import { plainText } from '@fathom/domain/validation/plain-text';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { type Partner, removePartner, renamePartner } from '../api/authorized-users';

/** The partner on the account: their name (which the holder can change), whether their access is active, and removal. */
export function PartnerCard({
  partner,
  onChanged,
  onRemoved,
}: {
  partner: Partner;
  onChanged: (partner: Partner) => void;
  onRemoved: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [names, setNames] = useState({
    first_name: partner.attributes.first_name,
    last_name: partner.attributes.last_name,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  const language = usePageLanguage();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      onChanged(await renamePartner(partner.id, names));
      setEditing(false);
    } catch (error) {
      setErrors(serverFieldErrors(error));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await removePartner();
      setConfirming(false);
      onRemoved();
    } catch {
      // The shared error effects explain the failure.
    } finally {
      setBusy(false);
    }
  };

  const { first_name, last_name, email, status } = partner.attributes;
  return (
    <div className="card mt-6 p-6" data-testid="partner">
      <h2 className="flex flex-wrap items-center gap-3 text-lg font-semibold">
        <span>
          {first_name} {last_name}
        </span>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${
            status === 'active' ? 'bg-success-50 text-success-700' : 'bg-warning-50 text-warning-700'
          }`}
          data-testid="partner-status"
        >
          {PARTNER_STATUS_LABELS[language][status]}
        </span>
      </h2>
      <p className="text-ink-soft">{email}</p>
      <p className="mt-2 text-sm">{partnerAccessSentence(partner.attributes, language)}</p>
      {editing ? (
        <form className="mt-4 max-w-md space-y-4" noValidate onSubmit={save}>
          <TextField
            label={t`Partner's first name`}
            value={names.first_name}
            onChange={(value) => setNames((current) => ({ ...current, first_name: value }))}
            rules={[plainText]}
            error={errors.first_name}
          />
          <TextField
            label={t`Partner's last name`}
            value={names.last_name}
            onChange={(value) => setNames((current) => ({ ...current, last_name: value }))}
            rules={[plainText]}
            error={errors.last_name}
          />
          <div className="flex gap-3">
            <Button type="submit" loading={busy}>
              <Trans>Save name</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Trans>Change name</Trans>
          </Button>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <Trans>Remove access</Trans>
          </Button>
        </div>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t`Remove ${first_name}'s access?`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              <Trans>Keep access</Trans>
            </Button>
            <Button variant="danger" loading={busy} onClick={remove}>
              <Trans>Remove access</Trans>
            </Button>
          </>
        }
      >
        <p>
          <Trans>
            {first_name} is signed out at once and can no longer read your results. You can invite them again
            later.
          </Trans>
        </p>
      </Modal>
    </div>
  );
}
