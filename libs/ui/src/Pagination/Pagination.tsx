import type { ComponentPropsWithRef } from 'react';
import { Button } from '../Button';
import { useDirection } from '../direction/UiProvider';
import { useUiStrings } from '../field/uiStrings';
import { StyledPagination } from './Pagination.styles';

/** Screen direction an arrow glyph points to. */
export type ArrowSide = 'left' | 'right';

export type PaginationProps = Omit<ComponentPropsWithRef<'nav'>, 'children' | 'onChange'> & {
  /** Current page, from 1. */
  page: number;
  /** Number of pages (at least 1). */
  pageCount: number;
  /** Called with the page to go to. */
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark; defaults to "Pagination" in the current language. */
  'aria-label'?: string;
  /** Accessible name of the previous button. */
  previousLabel?: string;
  /** Accessible name of the next button. */
  nextLabel?: string;
  /** The visible, announced status; defaults to "Page x of y" in the current language. */
  formatStatus?: (page: number, pageCount: number) => string;
};

function Arrow({ points }: { points: ArrowSide }) {
  return (
    <svg
      data-arrow=""
      data-points={points}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 3l5 5-5 5" />
    </svg>
  );
}

/**
 * Previous/next paging with "Page x of y" (announced politely when it changes). The previous arrow
 * points to the inline start: left in English, right in Hebrew. At the ends the buttons stay
 * focusable but inactive (`aria-disabled`), so keyboard focus is not lost on the last page.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  previousLabel,
  nextLabel,
  formatStatus,
  'aria-label': ariaLabel,
  ...rest
}: PaginationProps) {
  const dir = useDirection();
  const strings = useUiStrings();
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  const atStart = current <= 1;
  const atEnd = current >= count;
  const start: ArrowSide = dir === 'rtl' ? 'right' : 'left';
  const end: ArrowSide = dir === 'rtl' ? 'left' : 'right';
  return (
    <StyledPagination {...rest} aria-label={ariaLabel ?? strings.pagination}>
      <Button
        variant="secondary"
        size="small"
        aria-label={previousLabel ?? strings.previousPage}
        aria-disabled={atStart || undefined}
        onClick={() => {
          if (!atStart) onPageChange(current - 1);
        }}
      >
        <Arrow points={start} />
      </Button>
      <span data-status="" aria-live="polite" aria-atomic="true">
        {(formatStatus ?? strings.pageOf)(current, count)}
      </span>
      <Button
        variant="secondary"
        size="small"
        aria-label={nextLabel ?? strings.nextPage}
        aria-disabled={atEnd || undefined}
        onClick={() => {
          if (!atEnd) onPageChange(current + 1);
        }}
      >
        <Arrow points={end} />
      </Button>
    </StyledPagination>
  );
}
