import { FilterField, FilterForm } from './filter-form';
import type { useListState } from './use-list-state';

/** A queue's one filter (`q` in its URL): the text that narrows it, as `field` says what it may be. */
export function QueueFilter({
  caption,
  field,
  list,
}: {
  /** The queue's caption: the form is "Filter <caption>". */
  caption: string;
  field: string;
  list: ReturnType<typeof useListState>;
}) {
  return (
    <FilterForm
      label={`Filter ${caption.toLowerCase()}`}
      applied={list.state.filters}
      onApply={list.setFilters}
    >
      {(values, set) => <FilterField name="q" label={field} values={values} set={set} />}
    </FilterForm>
  );
}
