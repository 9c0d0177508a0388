import { formatDateTime } from '../../../../lib/format';
import type { Column } from '../data-table';

interface Attempted {
  attempts: number;
  last_tried_at: string | null;
  next_attempt_at: string | null;
}

/** A declined payment's tries: how many, the last, and the next (or that no retry is left). */
export function attemptColumns<Row extends Attempted>(options: {
  lastTriedSortable: boolean;
}): Column<Row>[] {
  return [
    { key: 'attempts', header: 'Attempts', sortable: true, cell: (row) => row.attempts },
    {
      key: 'last_tried_at',
      header: 'Last tried',
      sortable: options.lastTriedSortable,
      cell: (row) => (row.last_tried_at ? formatDateTime(row.last_tried_at) : '—'),
    },
    {
      key: 'next_attempt_at',
      header: 'Next attempt',
      sortable: true,
      cell: (row) => (row.next_attempt_at ? formatDateTime(row.next_attempt_at) : 'No retry left'),
    },
  ];
}
