import type { UserResource } from '@fathom/contract/user';
import { plainText } from '@fathom/domain/validation/plain-text';
import { max, required } from '@fathom/domain/validation/rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { firstInvalidField, validateFields } from '../../../components/form/validate-form';
import { notify } from '../../../components/toast/notify';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import { loadProfile } from '../../../lib/session-profile';
import { updateProfile } from '../api/update-profile';

const nameRules = [required, max(100), plainText];
const preferredNameRules = [max(100), plainText];

export function NameForm({ user }: { user: UserResource }) {
  const [firstName, setFirstName] = useState(user.attributes.first_name);
  const [lastName, setLastName] = useState(user.attributes.last_name);
  const [preferredFirstName, setPreferredFirstName] = useState(user.attributes.preferred_first_name ?? '');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [saving, setSaving] = useState(false);
  const { t } = useLingui();
  const preferredFieldName = t({
    message: 'preferred first name',
    comment: 'A field as the validation messages name it: lower case',
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const messages = validateFields([
      {
        name: 'first_name',
        value: firstName,
        rules: nameRules,
        label: t({
          message: 'first name',
          comment: 'A field as the validation messages name it: lower case',
        }),
      },
      {
        name: 'last_name',
        value: lastName,
        rules: nameRules,
        label: t({ message: 'last name', comment: 'A field as the validation messages name it: lower case' }),
      },
      {
        name: 'preferred_first_name',
        value: preferredFirstName,
        rules: preferredNameRules,
        label: preferredFieldName,
      },
    ]);
    setErrors(messages);
    const invalid = firstInvalidField(messages);
    if (invalid) {
      document.getElementById(`profile-${invalid}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await updateProfile({
        first_name: firstName.trim(),
        last_name: lastName.trim(),
        preferred_first_name: preferredFirstName.trim() || null,
      });
      await loadProfile();
      notify({ type: 'success', message: t`Your name has been saved.` });
    } catch (error) {
      setErrors(serverFieldErrors(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card p-6" aria-labelledby="name-form-title">
      <h2 id="name-form-title" className="text-lg font-semibold">
        <Trans>Your name</Trans>
      </h2>
      <form className="mt-4 grid gap-4 sm:grid-cols-2" noValidate onSubmit={onSubmit}>
        <TextField
          id="profile-first_name"
          label={t`First name`}
          name="first_name"
          autoComplete="given-name"
          required
          value={firstName}
          onChange={setFirstName}
          rules={nameRules}
          error={errors.first_name}
        />
        <TextField
          id="profile-last_name"
          label={t`Last name`}
          name="last_name"
          autoComplete="family-name"
          required
          value={lastName}
          onChange={setLastName}
          rules={nameRules}
          error={errors.last_name}
        />
        <TextField
          id="profile-preferred_first_name"
          className="sm:col-span-2"
          label={t`Preferred first name (optional)`}
          fieldName={preferredFieldName}
          name="preferred_first_name"
          autoComplete="nickname"
          value={preferredFirstName}
          onChange={setPreferredFirstName}
          rules={preferredNameRules}
          error={errors.preferred_first_name}
          hint={t`We greet you by this name. Agreements always use your legal name.`}
        />
        <div className="sm:col-span-2">
          <Button type="submit" loading={saving}>
            <Trans>Save name</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
