import type { CustomerKit } from '@fathom/contract/staff-console';
import { trackingStageWords } from '@fathom/domain/kit-stage-words';
import { useCallback } from 'react';
import { useRequest } from '../../../../lib/use-request';
import { listCustomerKits } from '../../api/customers';
import { type Column, DataTable } from '../data-table';
import { useListState } from '../use-list-state';

const resultWords = {
  none: 'No results yet',
  entered: 'Entered, not released',
  released: 'Released',
} as const;

const columns: Column<CustomerKit>[] = [
  { key: 'kit', header: 'Kit', cell: (kit) => kit.kit_identifier ?? kit.id.slice(0, 8) },
  { key: 'title', header: 'Product', cell: (kit) => kit.title },
  { key: 'stage', header: 'Stage', cell: (kit) => trackingStageWords(kit.tracking_stage, 'en') },
  { key: 'results', header: 'Results', cell: (kit) => resultWords[kit.result_state] },
];

/** The customer's kits and where their results stand (never the values), newest first, a page at a time. */
export function CustomerKits({ clientId }: { clientId: string }) {
  const list = useListState([], 'kits');
  const load = useCallback(() => listCustomerKits(clientId, list.query), [clientId, list.query]);
  const answer = useRequest(load);
  return (
    <>
      <h2 className="console-subtitle">Kits</h2>
      <DataTable
        caption="Kits"
        columns={columns}
        answer={answer}
        rowKey={(kit) => kit.id}
        sort={null}
        onSort={list.setSort}
        onPage={list.setPage}
        empty={<p>No kits.</p>}
      />
    </>
  );
}
