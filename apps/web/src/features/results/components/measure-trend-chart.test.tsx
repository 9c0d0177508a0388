import { measureTrend } from '@fathom/domain/result-trends';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MeasureTrendChart } from './measure-trend-chart';

const analysis = (id: string, collectedOn: string, total_count: number) => ({
  id,
  readyAt: `${collectedOn}T18:00:00.000Z`,
  collectedOn,
  values: { total_count },
});

/** sam's count: 7 months, then 10 months between his analyses. */
const sam = measureTrend(
  'total_count',
  [
    analysis('first', '2025-06-16', 34),
    analysis('second', '2026-01-15', 82),
    analysis('latest', '2026-11-21', 120),
  ],
  'en',
);

describe('MeasureTrendChart', () => {
  it('places each analysis by its day on the time axis, not at even steps', () => {
    render(<MeasureTrendChart trend={sam} currentId="latest" />);
    const lefts = screen.getAllByTestId('trend-point').map((point) => Number.parseFloat(point.style.left));
    expect(lefts[0]).toBe(4);
    expect(lefts[2]).toBe(96);
    // 213 of 523 days: well left of the middle where even steps would put it.
    expect(lefts[1]).toBeCloseTo(4 + (213 / 523) * 92, 5);
    expect(screen.getAllByTestId('trend-day')).toHaveLength(3);
  });

  it('labels each value, the scale and the normal range, and summarises the whole series under it', () => {
    render(<MeasureTrendChart trend={sam} currentId="latest" />);
    const figure = screen.getByTestId('trend-total_count');
    expect(screen.getAllByTestId('trend-point-value').map((label) => label.textContent)).toEqual([
      '34',
      '82',
      '120',
    ]);
    expect(within(figure).getByText('Over time (million)')).toBeTruthy();
    expect(screen.getAllByTestId('trend-axis-value').map((label) => label.textContent)).toEqual([
      '39',
      '150',
      '0',
    ]);
    expect(within(figure).getByText(/^Normal range: 39 million or more$/)).toBeTruthy();
    expect(screen.getByTestId('trend-summary-total_count').textContent).toBe(sam.summary);
    expect(sam.summary).toMatch(/^Up from 34 million on .+ to 120 million on .+; in the normal range since /);
    expect(within(figure).getByRole('img').getAttribute('aria-label')).toBe(sam.description);
  });

  it('writes only the days that have room, always the first and the latest', () => {
    const close = measureTrend(
      'total_count',
      [analysis('a', '2025-01-10', 30), analysis('b', '2025-02-10', 40), analysis('c', '2026-01-10', 50)],
      'en',
    );
    render(<MeasureTrendChart trend={close} currentId="c" />);
    expect(screen.getAllByTestId('trend-day')).toHaveLength(2);
    expect(screen.getAllByTestId('trend-point-value')).toHaveLength(3);
  });
});
