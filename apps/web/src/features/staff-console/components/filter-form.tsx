import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Button } from '../../../components/button';

/**
 * A list's filters: typed or chosen, then applied together (Enter or the button), which puts them in the URL;
 * "Clear" empties them. The fields are the page's own, each drawn with the values being edited.
 */
export function FilterForm({
  label,
  applied,
  children,
  onApply,
}: {
  label: string;
  applied: Record<string, string>;
  children: (values: Record<string, string>, set: (name: string, value: string) => void) => ReactNode;
  onApply: (filters: Record<string, string>) => void;
}) {
  const [values, setValues] = useState(applied);
  useEffect(() => setValues(applied), [applied]);
  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <form className="console-filters" aria-label={label} onSubmit={onSubmit} noValidate>
      {children(values, set)}
      <div className="console-filter-actions">
        <Button type="submit" size="sm">
          Apply filters
        </Button>
        <Button type="button" variant="quiet" size="sm" onClick={() => onApply({})}>
          Clear
        </Button>
      </div>
    </form>
  );
}

/** One filter: a labelled input of the form. */
export function FilterField({
  name,
  label,
  values,
  set,
  type = 'text',
  options,
}: {
  name: string;
  label: string;
  values: Record<string, string>;
  set: (name: string, value: string) => void;
  type?: 'text' | 'date' | 'email';
  options?: readonly { value: string; label: string }[];
}) {
  const id = `filter-${name}`;
  return (
    <div className="console-filter">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {options ? (
        <select
          id={id}
          className="field-input"
          value={values[name] ?? ''}
          onChange={(event) => set(name, event.target.value)}
        >
          <option value="">Any</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={type}
          className="field-input"
          value={values[name] ?? ''}
          onChange={(event) => set(name, event.target.value)}
        />
      )}
    </div>
  );
}
