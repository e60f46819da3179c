import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UiProvider } from '@lux/ui';
import { stepIconFor } from './icons';
import { textStepsComponent as TextSteps, visibleSteps } from './TextSteps';
import type { Fields, Group } from './types';

afterEach(cleanup);

const fields: Fields = { block_scroll_id: '', heading: '', header_size: 'xl', header_tag: 'H2', paragraph: '', box_color: 'light' };
const step = (heading: string, paragraph = '', icon = ''): Group => ({ icon, heading, paragraph });

function renderSteps(f: Partial<Fields>, groups: Group[], locale: 'he' | 'en' = 'he') {
  return render(
    <UiProvider locale={locale}>
      <TextSteps id={1} index={3} locale={locale} fields={{ ...fields, ...f }} groups={groups} />
    </UiProvider>,
  );
}

describe('text-steps', () => {
  it('drops steps with neither heading nor copy', () => {
    expect(visibleSteps([step(''), step('', '<p>&nbsp;</p>'), step('בוחרים דגם'), step('', '<p>נסיעת מבחן</p>')])).toHaveLength(2);
  });

  it('matches icon names case-insensitively and ignores unknown ones', () => {
    expect(stepIconFor(' Car ')).toBe('car');
    expect(stepIconFor('toString')).toBeUndefined();
    expect(stepIconFor('')).toBeUndefined();
  });

  it('renders nothing when there is neither intro nor a step', () => {
    const { container } = renderSteps({}, [step('  ')]);
    expect(container.innerHTML).toBe('');
  });

  it('numbers the visible steps and puts their headings one level under the block heading', () => {
    renderSteps({ heading: 'איך זה עובד', header_tag: 'H4' }, [step('בוחרים'), step(''), step('נוסעים')], 'en');
    const list = screen.getByRole('list', { name: 'איך זה עובד' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByText('Step 2')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 5 })).toHaveLength(2);
  });

  it('keeps the intro when the block has no steps', () => {
    renderSteps({ heading: 'בקרוב' }, []);
    expect(screen.getByRole('heading', { level: 2, name: 'בקרוב' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
