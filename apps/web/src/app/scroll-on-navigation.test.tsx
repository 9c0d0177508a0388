import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRequest } from '../lib/use-request';
import { renderPage } from '../test/render-page';
import { ScrollOnNavigation } from './scroll-on-navigation';

/** A read the test answers when it chooses. */
let answer: (text: string) => void = () => undefined;
const readSummary = () =>
  new Promise<string>((resolve) => {
    answer = resolve;
  });

/** A report whose summary comes in above the section a link names, as on /analysis. */
function Report() {
  const summary = useRequest(readSummary);
  return (
    <>
      {summary.status === 'success' ? <p>{summary.data}</p> : null}
      <section id="concentration">Concentration</section>
    </>
  );
}

describe('ScrollOnNavigation', () => {
  const landedOn: string[] = [];
  beforeEach(() => {
    landedOn.length = 0;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      landedOn.push(this.id);
    };
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/analysis#concentration');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('lands on the #hash section only once the reads of the page are drawn, not when its frame appears', async () => {
    renderPage(
      <>
        <ScrollOnNavigation />
        <Report />
      </>,
      '/analysis',
    );
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByText('Concentration')).toBeTruthy();
    expect(landedOn).toEqual([]);

    await act(async () => answer('All 7 measures are in the normal range.'));
    expect(screen.getByText('All 7 measures are in the normal range.')).toBeTruthy();
    expect(landedOn).toEqual(['concentration']);
  });

  it('leaves the page to a reader who scrolls before the reads are drawn', async () => {
    renderPage(
      <>
        <ScrollOnNavigation />
        <Report />
      </>,
      '/analysis',
    );
    await act(() => vi.dynamicImportSettled());
    fireEvent.wheel(window);
    await act(async () => answer('All 7 measures are in the normal range.'));
    expect(landedOn).toEqual([]);
  });

  it('lands at once on a section of a page that has nothing left to read', async () => {
    renderPage(
      <>
        <ScrollOnNavigation />
        <section id="concentration">Concentration</section>
      </>,
      '/analysis',
    );
    await act(() => vi.dynamicImportSettled());
    expect(landedOn).toEqual(['concentration']);
  });
});
