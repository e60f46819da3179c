import styled from 'styled-components';

export const Result = styled.div`
  display: grid;
  gap: 2rem;

  @media (min-width: 901px) {
    grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
    align-items: start;
  }
`;

export const ResultText = styled.div`
  display: grid;
  gap: 1.25rem;

  & h2[tabindex],
  & h3[tabindex],
  & h4[tabindex] {
    outline-offset: 4px;
  }
  & [data-eyebrow] {
    display: block;
    font-size: 0.8125rem;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

export const ProsCons = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

export const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  &:empty {
    display: none;
  }
`;

export const Consider = styled.section`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  padding-block-start: 1.25rem;
  border-block-start: 1px solid var(--lux-color-border);

  & p {
    margin: 0;
  }
`;

export const Aside = styled.aside`
  display: grid;
  gap: 1rem;
  padding: 1.5rem;
  background: var(--lux-color-surface-raised, transparent);
  border: 1px solid var(--lux-color-border);
`;

export const AsideLinks = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
`;
