import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n/language';
import { LabNotes } from './lab-notes';

describe('LabNotes', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows the lab’s words as English, labelled as the lab’s', () => {
    render(<LabNotes notes="Sample received in good condition." className="" />);
    const notes = screen.getByTestId('lab-notes');
    expect(notes.textContent).toBe('From the lab: Sample received in good condition.');
    expect(notes.querySelector('[lang="en"]')?.textContent).toBe('Sample received in good condition.');
  });

  it('says in Spanish that the lab’s notes are in English, without translating them', async () => {
    await activateLanguage('es');
    render(<LabNotes notes="Sample received in good condition." className="" />);
    const notes = screen.getByTestId('lab-notes');
    expect(notes.textContent).toBe('Nota del laboratorio (en inglés): Sample received in good condition.');
    expect(notes.querySelector('[lang="en"]')?.textContent).toBe('Sample received in good condition.');
  });
});
