import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Column, DataTable } from './data-table';

interface Row {
  id: string;
  email: string;
}

const columns: Column<Row>[] = [
  { key: 'email', header: 'Email address', sortable: true, cell: (row) => row.email },
  { key: 'id', header: 'Id', cell: (row) => row.id },
];

const page = (rows: Row[], current = 1, last = 1) => ({
  status: 'success' as const,
  data: { data: rows, meta: { current_page: current, last_page: last, per_page: 2, total: rows.length } },
});

describe("the console's list", () => {
  it('sorts by a header pressed, says the order, and pages by buttons', () => {
    const onSort = vi.fn();
    const onPage = vi.fn();
    render(
      <DataTable
        caption="Staff members"
        columns={columns}
        answer={page([{ id: '1', email: 'a@example.com' }], 2, 3)}
        rowKey={(row) => row.id}
        sort="email"
        onSort={onSort}
        onPage={onPage}
        empty="Nobody"
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Email address/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    fireEvent.click(screen.getByRole('button', { name: /Email address/ }));
    expect(onSort).toHaveBeenCalledWith('-email');
    expect(screen.getByText('Page 2 of 3 (1 in all)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
    expect(screen.getByRole('region', { name: 'Staff members' }).getAttribute('tabindex')).toBe('0');
  });

  it('says a total counted only so far as at least that many, and still pages on', () => {
    const onPage = vi.fn();
    render(
      <DataTable
        caption="Audit entries"
        columns={columns}
        answer={{
          status: 'success',
          data: {
            data: [{ id: '1', email: 'a@example.com' }],
            meta: { current_page: 1, last_page: 400, per_page: 25, total: 10_000, total_at_least: true },
          },
        }}
        rowKey={(row) => row.id}
        sort={null}
        onSort={() => undefined}
        onPage={onPage}
        empty="Nothing"
      />,
    );
    expect(screen.getByText('Page 1 of at least 400 (at least 10,000 in all)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('shows its empty state rather than an empty table, and a failure in words', () => {
    const { rerender } = render(
      <DataTable
        caption="Audit entries"
        columns={columns}
        answer={page([])}
        rowKey={(row) => row.id}
        sort={null}
        onSort={() => undefined}
        onPage={() => undefined}
        empty="Nothing in the audit log matches these filters."
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByTestId('list-empty').textContent).toContain(
      'Nothing in the audit log matches these filters.',
    );
    rerender(
      <DataTable
        caption="Audit entries"
        columns={columns}
        answer={{ status: 'error', message: 'Server error' }}
        rowKey={(row) => row.id}
        sort={null}
        onSort={() => undefined}
        onPage={() => undefined}
        empty="Nothing"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Audit entries could not be loaded: Server error',
    );
  });
});
