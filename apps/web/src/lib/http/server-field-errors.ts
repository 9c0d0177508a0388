import { i18n } from '@lingui/core';
import { localizedMessage } from '../i18n/server-messages';
import { isApiError } from './api-error';

/**
 * The first message per field of a 422 answer's errors object, in the page's language, for showing next to each
 * field. Asking for them is showing them: the shared error effects then leave this failure out of the toasts.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return {};
  const errors = (error.body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const messages: Record<string, string> = {};
  for (const [field, list] of Object.entries(errors)) {
    if (Array.isArray(list) && typeof list[0] === 'string') messages[field] = localizedMessage(i18n, list[0]);
  }
  if (Object.keys(messages).length > 0) error.shownInline = true;
  return messages;
}
