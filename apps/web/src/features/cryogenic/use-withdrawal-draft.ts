import { DEBOUNCE_MS } from '@fathom/domain/constants';
import { useCallback, useEffect, useRef } from 'react';
import { saveWithdrawalDraft, type WithdrawalDraft } from './api/withdrawal-drafts';

/**
 * Keeps the request's draft on the server as the customer types (debounced), and sends what is still waiting
 * when the page is left, so that nothing typed is lost. While the request itself is on its way, saving is
 * held: the server removes the draft when the request is made, and a late save must not bring it back.
 */
export function useWithdrawalDraftSaving(itemId: string, fields: WithdrawalDraft) {
  const json = JSON.stringify(fields);
  const saved = useRef(json);
  const waiting = useRef<string | null>(null);
  const held = useRef(false);

  const flush = useCallback(() => {
    const text = waiting.current;
    if (text === null || held.current) return;
    waiting.current = null;
    if (text === saved.current) return;
    saved.current = text;
    saveWithdrawalDraft(itemId, JSON.parse(text) as WithdrawalDraft).catch(() => {
      // Not kept this time: the next change sends the whole draft again.
      saved.current = '';
    });
  }, [itemId]);

  useEffect(() => {
    if (json === saved.current) return;
    waiting.current = json;
    const timer = setTimeout(flush, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [json, flush]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return {
    hold: useCallback(
      (sending: boolean) => {
        held.current = sending;
        if (!sending) flush();
      },
      [flush],
    ),
  };
}
