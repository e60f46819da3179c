import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderContentBlock, tableEnvironment } from '../news/testing';
import { sampleResultsFile } from './fixtures';
import { parseRaceResults, raceDate, resultsPath } from './results';

afterEach(cleanup);

const fields = { heading: 'תוצאות המרוץ', header_tag: 'H2', url: 'results-1.json' };
const path = '/data-files/racing/results-1.json';

describe('racing results file', () => {
  it('reads only the five known files', () => {
    expect(resultsPath('results-5.json')).toBe('/data-files/racing/results-5.json');
    expect(resultsPath('../secret.json')).toBeNull();
    expect(resultsPath('results-6.json')).toBeNull();
  });

  it('parses rows, drops rows without a driver, and refuses a file that is not results', () => {
    const parsed = parseRaceResults({ ...sampleResultsFile, results: [...sampleResultsFile.results, { position: 9 }] });
    expect(parsed.rows).toHaveLength(4);
    expect(parsed.rows[3]).toMatchObject({ position: null, time: 'DNF' });
    expect(() => parseRaceResults({ rows: [] })).toThrow();
    expect(raceDate('2026-01-11', 'en')).toBe('11 January 2026');
  });
});

describe('racing-results block', () => {
  it('renders an accessible table from server data: caption, column and row headers, LTR numbers', () => {
    const environment = tableEnvironment({});
    renderContentBlock('racing-results', fields, { data: parseRaceResults(sampleResultsFile), environment });
    const table = screen.getByRole('table', { name: 'תוצאות Mexico City E-Prix' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['מקום', 'נהג', 'קבוצה', 'מספר', 'הקפות', 'זמן / פער', 'נקודות']);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Mitch Evans', 'Pascal Wehrlein', 'Nick Cassidy', 'Maximilian Günther']);
    const winner = within(table).getAllByRole('row')[1]!;
    expect(within(winner).getByText('47:12.458').getAttribute('dir')).toBe('ltr');
    expect(within(within(table).getAllByRole('row')[4]!).getAllByText('פרש')).toHaveLength(2);
    // The scroller is reachable by keyboard.
    expect(screen.getByRole('group', { name: 'תוצאות Mexico City E-Prix' }).getAttribute('tabindex')).toBe('0');
    expect(environment.calls).toEqual([]);
  });

  it('loads the file in the browser without server data', async () => {
    const environment = tableEnvironment({ [path]: sampleResultsFile });
    renderContentBlock('racing-results', fields, { locale: 'en', environment });
    expect(await screen.findByRole('table', { name: 'Mexico City E-Prix results' })).toBeTruthy();
    expect(screen.getByText('11 January 2026')).toBeTruthy();
  });

  it('shows an error with a retry when the file cannot be read, and recovers', async () => {
    let fail = true;
    const environment = tableEnvironment({
      [path]: () => {
        if (fail) throw new Error('404');
        return sampleResultsFile;
      },
    });
    renderContentBlock('racing-results', fields, { environment });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('לא הצלחנו לטעון את התוצאות')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'ניסיון נוסף' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
