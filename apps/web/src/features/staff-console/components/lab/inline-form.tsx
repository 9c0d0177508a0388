import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../../components/button';
import { serverFieldErrors } from '../../../../lib/http/server-field-errors';

/**
 * A row's action that asks one thing first (a time, a kit id, a reason): a button that opens a small form in
 * place, the field focused, sent with Enter or the button, closed with Cancel or Escape. The server's message for
 * the field shows under it.
 */
export function InlineForm({
  open: openLabel,
  openName,
  label,
  field,
  initial,
  type = 'text',
  submit,
  onSubmit,
  multiline = false,
  variant = 'secondary',
}: {
  /** The button's text, and its name for a screen reader (which row it acts on). */
  open: string;
  openName: string;
  label: string;
  /** The request's field the server names in its errors. */
  field: string;
  initial: () => string;
  type?: 'text' | 'datetime-local';
  submit: string;
  onSubmit: (value: string) => Promise<unknown>;
  multiline?: boolean;
  variant?: 'secondary' | 'quiet';
}): ReactNode {
  const id = useId();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (value === null) {
    return (
      <Button
        size="sm"
        variant={variant}
        aria-label={openName}
        onClick={() => {
          setError(null);
          setValue(initial());
        }}
      >
        {openLabel}
      </Button>
    );
  }
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(`${label} is required.`);
      return;
    }
    setSending(true);
    try {
      await onSubmit(value);
      setValue(null);
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      setError(fields[field] ?? null);
    } finally {
      setSending(false);
    }
  };
  const described = error ? `${id}-error` : undefined;
  const common = {
    id,
    className: 'field-input',
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    autoFocus: true,
  } as const;
  return (
    <form
      className="console-inline-form"
      aria-label={openName}
      noValidate
      onSubmit={send}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setValue(null);
      }}
    >
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={2} onChange={(event) => setValue(event.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(event) => setValue(event.target.value)} />
      )}
      {error ? (
        <p id={described} className="field-error">
          {error}
        </p>
      ) : null}
      <div className="console-inline-actions">
        <Button type="submit" size="sm" loading={sending}>
          {submit}
        </Button>
        <Button type="button" size="sm" variant="quiet" onClick={() => setValue(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
