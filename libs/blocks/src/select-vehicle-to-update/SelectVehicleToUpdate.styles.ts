import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  padding-block: clamp(3rem, 7vw, 6rem);
`;

export const Picker = styled.div`
  display: grid;
  gap: var(--lux-space-4);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  align-items: end;
  max-inline-size: 60rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--lux-space-3);
`;

export const ResultLine = styled.p`
  margin: 0;
  font-weight: var(--lux-font-weight-bold);
  min-block-size: 1.5em;
`;

export const Cards = styled.ul`
  display: grid;
  gap: var(--lux-space-4);
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: grid;
  gap: var(--lux-space-3);
  align-content: space-between;
  justify-items: start;
  padding: var(--lux-space-5);
  border: 1px solid var(--lux-color-border);
  background: var(--lux-color-surface-raised);
  text-align: start;
`;

export const ModalFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-3);
  justify-content: flex-end;
`;
