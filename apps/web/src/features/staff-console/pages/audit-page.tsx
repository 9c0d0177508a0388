import type { AuditEntry } from '@fathom/contract/staff-console';
import { useCallback } from 'react';
import { formatDateTime } from '../../../lib/format';
import { useRequest } from '../../../lib/use-request';
import { listAudit } from '../api/audit-log';
import { type Column, DataTable } from '../components/data-table';
import { FilterField, FilterForm } from '../components/filter-form';
import { useListState } from '../components/use-list-state';

const kindOptions = [
  { value: 'action', label: 'actions' },
  { value: 'read', label: 'reads' },
];

const columns: Column<AuditEntry>[] = [
  { key: 'at', header: 'When', sortable: true, cell: (entry) => formatDateTime(entry.at) },
  {
    key: 'staff',
    header: 'Staff member',
    cell: (entry) => `${entry.staff_email}${entry.staff_role ? ` (${entry.staff_role})` : ''}`,
  },
  { key: 'kind', header: 'Kind', cell: (entry) => entry.kind },
  { key: 'action', header: 'Action', cell: (entry) => <code className="console-code">{entry.action}</code> },
  { key: 'client', header: 'Customer', cell: (entry) => entry.client_email ?? entry.client_id ?? '—' },
];

/** Every staff action and read of a customer (admins), newest first, filtered in the URL. */
export default function AuditPage() {
  const list = useListState(['staff', 'client', 'action', 'kind', 'from', 'to']);
  const load = useCallback(() => listAudit(list.query), [list.query]);
  const answer = useRequest(load);
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className="console-title">
        Audit log
      </h1>
      <p className="console-lead">
        Every change staff made, and every time they opened a customer's record or result.
      </p>
      <FilterForm label="Filter the audit log" applied={list.state.filters} onApply={list.setFilters}>
        {(values, set) => (
          <>
            <FilterField name="staff" label="Staff email" type="email" values={values} set={set} />
            <FilterField name="client" label="Customer email or id" values={values} set={set} />
            <FilterField name="action" label="Action contains" values={values} set={set} />
            <FilterField name="kind" label="Kind" values={values} set={set} options={kindOptions} />
            <FilterField name="from" label="From" type="date" values={values} set={set} />
            <FilterField name="to" label="To" type="date" values={values} set={set} />
          </>
        )}
      </FilterForm>
      <DataTable
        caption="Audit entries"
        columns={columns}
        answer={answer}
        rowKey={(entry) => entry.id}
        sort={list.state.sort ?? '-at'}
        onSort={list.setSort}
        onPage={list.setPage}
        empty={<p>Nothing in the audit log matches these filters.</p>}
      />
    </section>
  );
}
