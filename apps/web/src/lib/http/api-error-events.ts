import type { ApiError } from './api-error';

type ApiErrorListener = (error: ApiError) => void;

const listeners = new Set<ApiErrorListener>();

/** The HTTP client reports every failure here; it never shows anything itself. */
export function onApiError(listener: ApiErrorListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportApiError(error: ApiError): void {
  for (const listener of listeners) listener(error);
}
