import { type FormEvent, useState } from 'react';
import { serverFieldErrors } from './http/server-field-errors';

/**
 * A form whose values go to the server: the values with a setter per field, the server's messages per
 * field after a refused submit, and whether a submit is on its way.
 */
export function useServerForm<T extends Record<string, string>, R>(
  initial: T,
  send: (values: T) => Promise<R>,
  onSent: (answer: R) => void,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const set = (key: keyof T) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    try {
      onSent(await send(values));
    } catch (error) {
      setErrors(serverFieldErrors(error));
    } finally {
      setSending(false);
    }
  };
  return { values, set, errors, sending, submit, reset: () => setValues(initial) };
}
