import styled from 'styled-components';
import { Link } from 'react-router';
import { Container } from '@lux/ui';

export interface Crumb {
  label: string;
  /** Null for a folder (no page) and for the current page. */
  href: string | null;
}

/** A§9: breadcrumbs are 44 px tall on small screens and 55 px from the large breakpoint. */
const Bar = styled.nav`
  min-block-size: 44px;
  display: flex;
  align-items: center;
  font-size: var(--lux-font-size-small, 0.875rem);
  border-block-end: 1px solid var(--lux-color-border, #d9d9d9);

  @media (min-width: 1024px) {
    min-block-size: 55px;
  }

  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li::before {
    content: '/';
    margin-inline-end: 0.5rem;
    color: var(--lux-color-text-muted, #595959);
  }

  a {
    display: inline-block;
    padding-block: 0.5rem;
    color: inherit;
  }
`;

/** The page's place in the site (from `/nav_entries/breadcrumbs/{id}`); the last crumb is the page. */
export function Breadcrumbs({ crumbs, label }: { crumbs: readonly Crumb[]; label: string }) {
  if (crumbs.length < 2) return null;
  return (
    <Bar aria-label={label}>
      <Container>
        <ol>
          {crumbs.map((crumb, index) => {
            const current = index === crumbs.length - 1;
            return (
              <li key={`${crumb.label}-${index}`}>
                {crumb.href && !current ? (
                  <Link to={crumb.href}>{crumb.label}</Link>
                ) : (
                  <span aria-current={current ? 'page' : undefined}>{crumb.label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </Container>
    </Bar>
  );
}
