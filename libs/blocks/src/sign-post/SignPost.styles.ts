import styled from 'styled-components';

export const Layout = styled.div`
  display: grid;
  gap: clamp(1.5rem, 4vw, 4rem);
  align-items: center;
  padding-block: clamp(3rem, 7vw, 6rem);

  @media (min-width: 901px) {
    &[data-with-image='true'] {
      grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    }
  }
`;

export const Media = styled.div`
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
  }
`;

export const Copy = styled.div`
  display: grid;
  gap: 1.25rem;
  max-inline-size: 36rem;

  ${Layout}[data-with-image='false'] & {
    max-inline-size: 48rem;
  }
`;

export const Text = styled.div`
  font-size: clamp(1rem, 1.3vw, 1.15rem);
  line-height: 1.7;
  color: var(--lux-color-text-muted);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.5rem;
  padding-block-start: 0.5rem;
`;
