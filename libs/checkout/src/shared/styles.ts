import styled from 'styled-components';

/** The journey's page: a readable column; the steps page widens for its two columns. */
export const Page = styled.div`
  max-inline-size: 72rem;
  margin-inline: auto;
  padding-block: var(--lux-space-6) var(--lux-space-9);
  padding-inline: var(--lux-container-padding);

  & > * + * {
    margin-block-start: var(--lux-space-5);
  }
`;

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: var(--lux-space-3) var(--lux-space-5);

  & h1 {
    margin: 0;
  }
`;

export const Eyebrow = styled.p`
  margin: 0 0 var(--lux-space-1);
  font-size: var(--lux-font-size-small);
  color: var(--lux-color-text-muted);
  text-transform: none;
`;

/** A message in the flow of the page: `data-tone` error or info; announced by the role its user gives it. */
export const Notice = styled.div`
  padding-block: var(--lux-space-4);
  padding-inline: var(--lux-space-5);
  border-inline-start: 4px solid var(--lux-color-accent);
  background: var(--lux-color-surface-raised);
  border-radius: var(--lux-radius-m);

  &[data-tone='error'] {
    border-inline-start-color: var(--lux-color-danger);
  }

  & > p {
    margin: 0;
  }
  & > p + p,
  & > p + div,
  & > h2 + p {
    margin-block-start: var(--lux-space-2);
  }
  & > h2 {
    margin: 0;
    font-size: var(--lux-font-size-body);
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--lux-space-3);
  margin-block-start: var(--lux-space-5);
`;

/** Two columns of fields from 768px; a `data-width='full'` child spans both. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--lux-space-4) var(--lux-space-5);

  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  & > [data-width='full'] {
    grid-column: 1 / -1;
  }
`;

/** Label/value pairs (`<dl>`), a row each. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: var(--lux-space-2) var(--lux-space-4);
  margin: 0;

  & > dt {
    font-weight: var(--lux-font-weight-bold);
  }
  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Kept for screen readers, out of sight. */
export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** Holds the place of content still loading, at its size, so nothing below it moves (CLS). */
export const Placeholder = styled.div`
  min-block-size: 12rem;
  display: grid;
  place-items: center;
  color: var(--lux-color-text-muted);
`;
