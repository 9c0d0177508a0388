import type { ReviewDetail, ReviewQueueEntry } from '@fathom/contract/clinician-review';
import {
  CARE_MESSAGE_MAX_LENGTH,
  CLINICIAN_NOTE_MAX_LENGTH,
  customerReadsIn,
} from '@fathom/domain/clinician-review';
import { trackingStageWords } from '@fathom/domain/kit-stage-words';
import { STI_TEST_NAMES } from '@fathom/domain/sti-results';
import { type FormEvent, useCallback, useState } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import { Button } from '../../../components/button';
import { notify } from '../../../components/toast/notify';
import { formatDateTime, formatDay } from '../../../lib/format';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import { useRequest } from '../../../lib/use-request';
import { addReviewNote, getReview, listReviews, releaseReview } from '../api/reviews';
import { type Column, DataTable } from '../components/data-table';
import { FilterField, FilterForm } from '../components/filter-form';
import { RecordTable } from '../components/record-table';
import { useListState } from '../components/use-list-state';

const kindWords = { sti: 'Positive STI result', azoospermia: 'Azoospermic analysis' } as const;
const kindOptions = [
  { value: 'sti', label: 'positive STI results' },
  { value: 'azoospermia', label: 'azoospermic analyses' },
];
const outcomeWords = { positive: 'Positive', negative: 'Negative', inconclusive: 'Inconclusive' } as const;

/** Where the result stands for the customer: read already (its window ended), due by a time, or waiting. */
function windowWords(review: Pick<ReviewQueueEntry, 'review_due_at' | 'shown_to_customer'>): string {
  if (review.shown_to_customer && review.review_due_at)
    return `The customer can read it since ${formatDateTime(review.review_due_at)}`;
  if (review.review_due_at) return `Review by ${formatDateTime(review.review_due_at)}`;
  return 'Waits for a clinician';
}

const columns: Column<ReviewQueueEntry>[] = [
  {
    key: 'entered_at',
    header: 'Entered',
    sortable: true,
    cell: (entry) => formatDateTime(entry.entered_at),
  },
  {
    key: 'result',
    header: 'Result',
    cell: (entry) => (
      <Link href={`/${entry.item_id}`} className="console-card-link">
        {kindWords[entry.kind]}
        {entry.kit_identifier ? `, kit ${entry.kit_identifier}` : ''}
      </Link>
    ),
  },
  { key: 'customer', header: 'Customer', cell: (entry) => `${entry.customer_name} (${entry.client_number})` },
  { key: 'window', header: 'Review', cell: windowWords },
  { key: 'notes', header: 'Notes', cell: (entry) => entry.notes },
];

function ReviewQueue() {
  const list = useListState(['kind']);
  const load = useCallback(() => listReviews(list.query), [list.query]);
  const answer = useRequest(load);
  return (
    <section aria-labelledby="review-title">
      <h1 id="review-title" className="console-title">
        Clinical review
      </h1>
      <p className="console-lead">
        Results the customer reads only after a clinician: open one, read it with the customer’s history, note
        what you did, and release it with the care message the customer will read.
      </p>
      <FilterForm label="Filter the results to review" applied={list.state.filters} onApply={list.setFilters}>
        {(values, set) => (
          <FilterField name="kind" label="Kind of result" values={values} set={set} options={kindOptions} />
        )}
      </FilterForm>
      <DataTable
        caption="Results to review"
        columns={columns}
        answer={answer}
        rowKey={(entry) => entry.item_id}
        sort={list.state.sort ?? 'entered_at'}
        onSort={list.setSort}
        onPage={list.setPage}
        empty={
          <p>No result waits for a clinician. New positive results appear here as the lab enters them.</p>
        }
      />
    </section>
  );
}

function ResultValues({ review }: { review: ReviewDetail }) {
  if (review.analysis) {
    const { analysis } = review;
    const value = (number: number | null, unit: string) => (number === null ? '—' : `${number} ${unit}`);
    return (
      <dl className="console-definitions console-panel" aria-label="Analysis values">
        <dt>Sperm found</dt>
        <dd>{analysis.is_azoospermic ? 'None (azoospermia)' : 'Yes'}</dd>
        <dt>Concentration</dt>
        <dd>{value(analysis.concentration, 'million/mL')}</dd>
        <dt>Total count</dt>
        <dd>{value(analysis.total_count, 'million')}</dd>
        <dt>Volume</dt>
        <dd>{value(analysis.volume, 'mL')}</dd>
        <dt>Total motility</dt>
        <dd>{value(analysis.total_motility, '%')}</dd>
        <dt>Collected</dt>
        <dd>{analysis.collected_on ? formatDay(analysis.collected_on) : '—'}</dd>
        <dt>Lab notes</dt>
        <dd>{analysis.lab_notes ?? '—'}</dd>
      </dl>
    );
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it
    <section className="console-table-scroll" aria-label="Test results" tabIndex={0}>
      <table className="console-table">
        <thead>
          <tr>
            <th scope="col">Test</th>
            <th scope="col">Outcome</th>
            <th scope="col">Lab’s value</th>
          </tr>
        </thead>
        <tbody>
          {review.sti_results.map((result) => (
            <tr key={result.test_key}>
              <td>{STI_TEST_NAMES.en[result.test_key]}</td>
              <td>
                {result.outcome === 'positive' ? <strong>Positive</strong> : outcomeWords[result.outcome]}
              </td>
              <td>{result.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function History({ review }: { review: ReviewDetail }) {
  const { kits, results } = review.history;
  return (
    <>
      <RecordTable
        caption="Earlier results"
        rows={results}
        rowKey={(result) => result.item_id}
        headers={['Entered', 'Test', 'Outcome', 'Released']}
        cells={(result) => [
          formatDay(result.entered_at),
          result.title,
          result.summary,
          result.released_at ? formatDay(result.released_at) : 'Not released',
        ]}
        empty="No other results: this is the customer’s first."
      />
      <RecordTable
        caption="Kits"
        rows={kits}
        rowKey={(kit) => kit.id}
        headers={['Ordered', 'Kit', 'Product', 'Stage']}
        cells={(kit) => [
          formatDay(kit.ordered_at),
          kit.kit_identifier ?? '—',
          kit.title,
          trackingStageWords(kit.tracking_stage, 'en'),
        ]}
        empty="No kits."
      />
    </>
  );
}

function Notes({ review }: { review: ReviewDetail }) {
  const [notes, setNotes] = useState(review.notes);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!body.trim()) {
      setError('Write the note.');
      return;
    }
    setSaving(true);
    addReviewNote(review.item_id, body)
      .then((note) => {
        setNotes((current) => [...current, note]);
        setBody('');
        setError(null);
        notify({ type: 'success', message: 'The note is saved for the clinicians.' });
      })
      .catch((failure: unknown) => setError(serverFieldErrors(failure).body ?? 'The note was not saved.'))
      .finally(() => setSaving(false));
  };
  return (
    <section className="console-panel" aria-labelledby="notes-title">
      <h2 id="notes-title" className="console-subtitle">
        Clinicians’ notes
      </h2>
      {notes.length === 0 ? (
        <p>No note yet.</p>
      ) : (
        <ol className="console-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="console-note-by">
                {note.author_name}, {formatDateTime(note.at)}
              </p>
              <p className="console-note-body">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor="note-body" className="field-label">
          Add a note (clinicians read it; the customer never does)
        </label>
        <textarea
          id="note-body"
          className="field-input"
          rows={3}
          maxLength={CLINICIAN_NOTE_MAX_LENGTH}
          value={body}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'note-body-error' : undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        {error ? (
          <p id="note-body-error" className="field-error">
            {error}
          </p>
        ) : null}
        <div className="console-form-actions">
          <Button type="submit" variant="secondary" loading={saving}>
            Save the note
          </Button>
        </div>
      </form>
    </section>
  );
}

function ReleaseForm({ review }: { review: ReviewDetail }) {
  const [, navigate] = useLocation();
  const [chosen, setChosen] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [releasing, setReleasing] = useState(false);
  const choose = (key: string) => {
    setChosen(key);
    setText(review.care_messages.find((message) => message.key === key)?.text ?? '');
    setError(null);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Write the care message the customer will read.');
      return;
    }
    setReleasing(true);
    releaseReview(review.item_id, text)
      .then(() => {
        notify({ type: 'success', message: `Released to ${review.customer.name}, who is emailed.` });
        navigate('~/staff/review');
      })
      .catch((failure: unknown) => {
        setError(serverFieldErrors(failure).care_message ?? 'The result was not released.');
        setReleasing(false);
      });
  };
  return (
    <form className="console-panel" aria-labelledby="release-title" onSubmit={onSubmit} noValidate>
      <h2 id="release-title" className="console-subtitle">
        Release to the customer
      </h2>
      <p id="care-message-language" className="field-hint">
        {customerReadsIn(review.customer.language)}
      </p>
      <fieldset className="console-choices" aria-describedby="care-message-language">
        <legend className="field-label">Start from a care message</legend>
        {review.care_messages.map((message) => (
          <label key={message.key} className="console-choice">
            <input
              type="radio"
              name="care-message"
              value={message.key}
              checked={chosen === message.key}
              onChange={() => choose(message.key)}
            />{' '}
            {message.label}
          </label>
        ))}
      </fieldset>
      <label htmlFor="care-message-text" className="field-label">
        The care message the customer reads with the result
      </label>
      <textarea
        id="care-message-text"
        className="field-input"
        rows={5}
        maxLength={CARE_MESSAGE_MAX_LENGTH}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'care-message-language care-message-error' : 'care-message-language'}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? (
        <p id="care-message-error" className="field-error">
          {error}
        </p>
      ) : null}
      <div className="console-form-actions">
        <Button type="submit" loading={releasing}>
          Release with this message
        </Button>
      </div>
    </form>
  );
}

function ReviewView({ itemId }: { itemId: string }) {
  const load = useCallback(() => getReview(itemId), [itemId]);
  const answer = useRequest(load);
  if (answer.status === 'loading') return <p>Loading the result…</p>;
  if (answer.status === 'error')
    return (
      <section aria-labelledby="review-missing-title">
        <h1 id="review-missing-title" className="console-title">
          Nothing to review here
        </h1>
        <p role="alert">{answer.message}</p>
        <Link href="~/staff/review" className="console-card-link">
          Back to the results to review
        </Link>
      </section>
    );
  const review = answer.data;
  return (
    <section aria-labelledby="review-item-title">
      <p>
        <Link href="~/staff/review" className="console-card-link">
          Back to the results to review
        </Link>
      </p>
      <h1 id="review-item-title" className="console-title">
        {kindWords[review.kind]}: {review.customer.name}
      </h1>
      <dl className="console-definitions console-panel" aria-label="About this result">
        <dt>Customer</dt>
        <dd>
          {review.customer.name}, client {review.customer.number}
        </dd>
        <dt>Date of birth</dt>
        <dd>{review.customer.date_of_birth ? formatDay(review.customer.date_of_birth) : '—'}</dd>
        <dt>Kit</dt>
        <dd>
          {review.title}
          {review.kit_identifier ? `, ${review.kit_identifier}` : ''}
        </dd>
        <dt>Entered by the lab</dt>
        <dd>{formatDateTime(review.entered_at)}</dd>
        <dt>Review</dt>
        <dd>{windowWords(review)}</dd>
      </dl>
      <h2 className="console-subtitle">Results</h2>
      <ResultValues review={review} />
      <History review={review} />
      <Notes review={review} />
      <ReleaseForm review={review} />
    </section>
  );
}

/** The clinician's queue (issue 47) at /staff/review, and one result at /staff/review/{kit}. */
export default function ReviewPage() {
  return (
    <Switch>
      <Route path="/">
        <ReviewQueue />
      </Route>
      <Route path="/:itemId">{(params) => <ReviewView itemId={params.itemId} />}</Route>
    </Switch>
  );
}
