import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentPropsWithRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../direction/UiProvider';
import { declarationsFor, physicalDeclarations } from '../testing/css';
import { Button } from './Button';
import { isLinkShown, normaliseButtonVariant, resolveButtonSize, type CmsLink } from './buttonRules';

/** Stands in for a router link: takes `to`, renders an anchor. */
function RouterLink({ to, children, ...rest }: ComponentPropsWithRef<'a'> & { to: string }) {
  return (
    <a href={`/app${to}`} {...rest}>
      {children}
    </a>
  );
}

describe('Button', () => {
  it('renders a non-submitting button by default', () => {
    render(<Button>Book a test drive</Button>);
    const button = screen.getByRole('button', { name: 'Book a test drive' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.dataset['variant']).toBe('primary');
    expect(button.dataset['size']).toBe('medium');
  });

  it('renders a link when given an address, with anchor attributes', () => {
    render(
      <Button href="https://example.com/brochure.pdf" target="_blank" rel="noopener noreferrer">
        Brochure
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Brochure' });
    expect(link.getAttribute('href')).toBe('https://example.com/brochure.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.hasAttribute('type')).toBe(false);
  });

  it('renders a router link through `as`, passing its props on', () => {
    render(
      <Button as={RouterLink} to="/stock" variant="secondary">
        Stock
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Stock' });
    expect(link.getAttribute('href')).toBe('/app/stock');
    expect(link.dataset['variant']).toBe('secondary');
  });

  it('forces tertiary buttons to small (blocks spec §5)', () => {
    render(
      <Button variant="tertiary" size="medium">
        More
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'More' }).dataset['size']).toBe('small');
  });

  it('spreads other props onto the element and accepts a ref', () => {
    let node: HTMLButtonElement | null = null;
    render(
      <Button type="submit" aria-describedby="hint" ref={(el: HTMLButtonElement | null) => void (node = el)}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.getAttribute('aria-describedby')).toBe('hint');
    expect(node).toBe(button);
  });

  it('activates with the keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Send</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toBe(document.activeElement);
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('ignores clicks while disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('stays focusable but inert while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button).toHaveProperty('disabled', false);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('drops the address of a disabled link but keeps it announced as a disabled link', () => {
    render(
      <Button href="/finance" disabled>
        Finance
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Finance' });
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('aria-disabled')).toBe('true');
  });

  describe('supports RTL', () => {
    function iconOf(name: string): Element | null {
      return screen.getByRole('button', { name }).lastElementChild;
    }

    it('mirrors the trailing arrow under a right-to-left locale', () => {
      render(
        <UiProvider locale="he">
          <Button trailingIcon="arrow">להמשיך</Button>
        </UiProvider>,
      );
      expect(iconOf('להמשיך')?.getAttribute('data-mirrored')).toBe('true');
    });

    it('leaves it pointing right under a left-to-right locale', () => {
      render(
        <UiProvider locale="en">
          <Button trailingIcon="chevron">Continue</Button>
        </UiProvider>,
      );
      expect(iconOf('Continue')?.hasAttribute('data-mirrored')).toBe(false);
    });

    it('follows an explicit direction over the locale', () => {
      render(
        <UiProvider locale="he" dir="ltr">
          <Button trailingIcon="arrow">Quote</Button>
        </UiProvider>,
      );
      expect(iconOf('Quote')?.hasAttribute('data-mirrored')).toBe(false);
    });

    it('draws its focus ring and spacing with logical properties only', () => {
      render(<Button trailingIcon="arrow">Next</Button>);
      const declarations = declarationsFor(screen.getByRole('button', { name: 'Next' }));
      const focus = declarations.filter(({ selector }) => selector.includes(':focus-visible'));
      expect(focus.map(({ property }) => property)).toEqual(['outline', 'outline-offset']);
      expect(declarations.map(({ property }) => property)).toContain('padding-inline');
      expect(physicalDeclarations(declarations)).toEqual([]);
    });
  });
});

describe('isLinkShown (blocks spec §5)', () => {
  const cases: [CmsLink, boolean][] = [
    [{ type: 'form' }, true],
    [{ type: 'file' }, true],
    [{ type: 'internal', url: '/models', link_text: 'Models' }, true],
    [{ type: 'external', url: 'https://example.com', link_text: 'Site' }, true],
    [{ type: 'internal', url: '/models' }, false],
    [{ type: 'external', link_text: 'Site' }, false],
    [{ type: 'internal', url: '  ', link_text: 'Models' }, false],
    [{ type: 'internal', always_show: true }, true],
    [{ always_show: true }, true],
    [{ url: '/models', link_text: 'Models' }, false],
  ];

  it.each(cases)('%j → %s', (link, shown) => expect(isLinkShown(link)).toBe(shown));
});

describe('button variants', () => {
  it('normalises the CMS ui_type, unknown to primary', () => {
    expect(normaliseButtonVariant('secondary')).toBe('secondary');
    expect(normaliseButtonVariant(' Tertiary ')).toBe('tertiary');
    expect(normaliseButtonVariant('ghost')).toBe('primary');
    expect(normaliseButtonVariant(undefined)).toBe('primary');
    expect(normaliseButtonVariant(null)).toBe('primary');
  });

  it('resolves the rendered size', () => {
    expect(resolveButtonSize('primary')).toBe('medium');
    expect(resolveButtonSize('secondary', 'small')).toBe('small');
    expect(resolveButtonSize('tertiary', 'medium')).toBe('small');
  });
});
