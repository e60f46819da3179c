import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock } from '../hero-banner/testing';
import { shownFigures } from './ElectrifyingPower';

afterEach(cleanup);

describe('electrifying-power', () => {
  it('drops figures with neither a figure nor a caption', () => {
    expect(shownFigures([{ figure: ' ', caption: '' }, { figure: '460', caption: '' }, { figure: '', caption: 'טווח' }])).toHaveLength(2);
  });

  it('renders nothing when every field is empty', () => {
    const { container } = renderBlock('electrifying-power', {}, { groups: [{ figure: '', caption: '' }] });
    expect(container.querySelector('[data-block="electrifying-power"]')?.children).toHaveLength(0);
  });

  it('renders on black by default with the heading level from header_tag', () => {
    const { container } = renderBlock('electrifying-power', { heading: 'עוצמה', header_tag: 'H4' }, { groups: [{ figure: '460 כ״ס', caption: 'הספק' }] });
    expect(container.querySelector('section')?.getAttribute('data-theme')).toBe('black');
    expect(screen.getByRole('heading', { level: 4, name: 'עוצמה' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
