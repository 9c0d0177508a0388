import { normalRangeText } from '@fathom/domain/result-labels';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultGauge } from './result-gauge';

describe('ResultGauge', () => {
  it("starts a limit near the scale's 0 at its mark, so that the label neither hides the 0 nor leaves the bar", () => {
    render(<ResultGauge parameter="concentration" label="Concentration" value={48} state="Normal" />);
    const limit = screen.getByTestId('gauge-limit-concentration');
    expect(limit.textContent).toBe('16 normal');
    expect(limit.style.left).toBe(`${(16 / 259) * 100}%`);
    expect(limit.style.transform).toBe('');
    expect(screen.getByText('0', { exact: true })).toBeTruthy();
  });

  it('centres a limit that lies well inside the scale on its mark', () => {
    render(<ResultGauge parameter="dna_fragmentation" label="DNA fragmentation" value={18} state="Normal" />);
    const limit = screen.getByTestId('gauge-limit-dna_fragmentation');
    expect(limit.style.left).toBe('40%');
    expect(limit.style.transform).toBe('translateX(-50%)');
  });

  it('reads "None found" when no sperm were found', () => {
    render(<ResultGauge parameter="concentration" label="Concentration" value={0} state="Azoospermic" />);
    expect(screen.getByTestId('value-concentration').textContent).toBe('None found');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      `Concentration: no sperm found. Normal: ${normalRangeText('concentration', 'en')}.`,
    );
  });
});
