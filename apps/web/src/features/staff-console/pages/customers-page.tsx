import type { CustomerSummary } from '@fathom/contract/staff-console';
import { useCallback } from 'react';
import { Link, Route, Switch } from 'wouter';
import { useRequest } from '../../../lib/use-request';
import { searchCustomers } from '../api/customers';
import { CustomerRecordView } from '../components/customer-record';
import { type Column, DataTable } from '../components/data-table';
import { FilterField, FilterForm } from '../components/filter-form';
import { useListState } from '../components/use-list-state';

const columns: Column<CustomerSummary>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (customer) => (
      <Link href={`/${customer.client_id}`} className="console-card-link">
        {customer.name}
      </Link>
    ),
  },
  { key: 'email', header: 'Email address', cell: (customer) => customer.email },
  { key: 'number', header: 'Client number', cell: (customer) => customer.number },
];

function CustomerSearch() {
  const list = useListState(['q']);
  const query = list.state.filters.q ?? '';
  const load = useCallback(() => searchCustomers(list.query), [list.query]);
  return (
    <section aria-labelledby="customers-title">
      <h1 id="customers-title" className="console-title">
        Customers
      </h1>
      <p className="console-lead">Find a customer by name, email address, order number or kit id.</p>
      <FilterForm label="Find a customer" applied={list.state.filters} onApply={list.setFilters}>
        {(values, set) => (
          <FilterField name="q" label="Name, email, order number or kit id" values={values} set={set} />
        )}
      </FilterForm>
      {query.length >= 2 ? (
        <SearchResults load={load} list={list} />
      ) : (
        <p className="console-empty">
          Type at least two characters of a name, an email address, an order number or a kit id.
        </p>
      )}
    </section>
  );
}

function SearchResults({
  load,
  list,
}: {
  load: () => ReturnType<typeof searchCustomers>;
  list: ReturnType<typeof useListState>;
}) {
  const answer = useRequest(load);
  return (
    <DataTable
      caption="Customers found"
      columns={columns}
      answer={answer}
      rowKey={(customer) => customer.client_id}
      sort={null}
      onSort={list.setSort}
      onPage={list.setPage}
      empty={<p>No customer matches. Check the spelling, or try their email address or an order number.</p>}
    />
  );
}

/** Support's customers (issue 47): find one, then their record at /staff/customers/{client id}. */
export default function CustomersPage() {
  return (
    <Switch>
      <Route path="/">
        <CustomerSearch />
      </Route>
      <Route path="/:clientId">{(params) => <CustomerRecordView clientId={params.clientId} />}</Route>
    </Switch>
  );
}
