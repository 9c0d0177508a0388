import { type Rule, validate } from '@fathom/domain/validation/rules';
import { type InputHTMLAttributes, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { pageWording } from '../../lib/i18n/validation-wording';
import { useHydrated } from '../../lib/use-hydrated';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Rules from @fathom/domain/validation/rules, checked in order on blur and on change (not while typing). */
  rules?: readonly Rule[];
  /** How messages name the field; defaults to the label in lower case. */
  fieldName?: string;
  /** The other values of the form, for rules that compare fields (confirmed). */
  formValues?: Readonly<Record<string, unknown>>;
  hint?: string;
  /** A message from elsewhere (e.g. the server's errors for this field). */
  error?: string | null;
  onValidated?: (message: string | null) => void;
}

export function TextField({
  label,
  value,
  onChange,
  rules = [],
  fieldName,
  formValues,
  hint,
  error,
  onValidated,
  id,
  className = '',
  onBlur,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [ruleError, setRuleError] = useState<string | null>(null);

  const latest = useRef({ rules, fieldName: fieldName ?? label.toLowerCase(), formValues, onValidated });
  latest.current = { rules, fieldName: fieldName ?? label.toLowerCase(), formValues, onValidated };

  const runRules = (current: string) => {
    const { rules: currentRules, fieldName: name, formValues: form, onValidated: report } = latest.current;
    const result = validate(current, currentRules, { field: name, form, wording: pageWording });
    const message = result === true ? null : result;
    setRuleError(message);
    report?.(message);
  };
  const runRulesRef = useRef(runRules);
  runRulesRef.current = runRules;

  // React's onChange fires on every keystroke; the DOM "change" event fires when the value is committed.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onCommit = () => runRulesRef.current(input.value);
    input.addEventListener('change', onCommit);
    return () => input.removeEventListener('change', onCommit);
  }, []);

  // What was typed into a prerendered field before the page's code took it over is kept, not wiped: taken into the
  // state in a layout effect, before the take-over draws the page again (with a passive effect, that draw came
  // first and emptied the field until the effect's own).
  const drawnInBrowser = useHydrated();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on taking the prerendered field over
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (!drawnInBrowser && typed !== undefined && typed !== value) onChange(typed);
  }, []);

  const shownError = ruleError ?? error ?? null;
  const describedBy =
    [hint ? hintId : null, shownError ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <input
        {...inputProps}
        ref={inputRef}
        id={inputId}
        value={value}
        className="field-input"
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => {
          runRules(event.target.value);
          onBlur?.(event);
        }}
      />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {shownError ? (
        <p id={errorId} className="field-error">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
