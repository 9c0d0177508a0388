import { titleInSentence } from '@fathom/domain/title-in-sentence';
import { plainText } from '@fathom/domain/validation/plain-text';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { isApiError } from '../../../lib/http/api-error';
import { localizedMessage } from '../../../lib/i18n/server-messages';
import { type AgreementDocument, signDocument } from '../api/documents';

/** The agreement's text, the customer's agreement and their legal name as the signature. */
export function SignAgreementForm({
  document,
  legalName,
  onSigned,
}: {
  document: AgreementDocument;
  legalName: string;
  onSigned: () => void;
}) {
  const { t, i18n } = useLingui();
  const agreeId = useId();
  // The agreement as a sentence names it: "the storage agreement", "the STI testing agreement".
  const agreement = titleInSentence(document.attributes.title);
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [signing, setSigning] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSigning(true);
    try {
      await signDocument(document.attributes.step, name, agreed);
      onSigned();
    } catch (error) {
      const body = isApiError(error) ? (error.body as { errors?: Record<string, string[]> } | null) : null;
      setErrors(
        Object.fromEntries(
          Object.entries(body?.errors ?? {}).map(([field, messages]) => [field, messages[0] ?? '']),
        ),
      );
    } finally {
      setSigning(false);
    }
  };

  return (
    <form className="mt-4 grid grid-cols-1 gap-3" noValidate onSubmit={onSubmit}>
      <div className="rounded-lg border border-line p-4">
        {document.attributes.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-2 first:mt-0">
            {paragraph}
          </p>
        ))}
      </div>
      <p className="flex items-start gap-3">
        <input
          id={agreeId}
          type="checkbox"
          className="mt-1 size-5"
          checked={agreed}
          aria-invalid={errors.agreed ? true : undefined}
          aria-describedby={errors.agreed ? `${agreeId}-error` : undefined}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <label htmlFor={agreeId}>
          <Trans comment="{agreement} is the agreement's title in lower case">
            I have read the {agreement} and agree to it.
          </Trans>
        </label>
      </p>
      {errors.agreed ? (
        <p id={`${agreeId}-error`} className="field-error">
          {localizedMessage(i18n, errors.agreed)}
        </p>
      ) : null}
      <TextField
        label={t`Signature: your full legal name`}
        hint={t`Type your legal name exactly: ${legalName}`}
        autoComplete="name"
        value={name}
        onChange={setName}
        rules={[plainText]}
        error={errors.legal_name && localizedMessage(i18n, errors.legal_name)}
      />
      <div>
        <Button type="submit" loading={signing}>
          <Trans comment="{agreement} is the agreement's title in lower case">Sign the {agreement}</Trans>
        </Button>
      </div>
    </form>
  );
}
