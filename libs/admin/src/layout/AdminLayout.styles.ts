import { Link } from 'react-router';
import styled from 'styled-components';

export const Shell = styled.div`
  max-inline-size: 80rem;
  margin-inline: auto;
  padding-inline: 1rem;
  padding-block: 1rem 3rem;
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding-block: 0.75rem;
  border-block-end: 1px solid var(--lux-color-border, #d9d9d9);
`;

export const Brand = styled(Link)`
  font-weight: 700;
  font-size: 1.25rem;
  color: inherit;
  text-decoration: none;
`;

export const UserBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;

  a {
    color: inherit;
    padding-block: 0.5rem;
  }
`;

export const Nav = styled.nav`
  margin-block: 1rem 1.5rem;

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-block;
    padding-block: 0.5rem;
    color: inherit;
  }

  a[aria-current='page'] {
    font-weight: 700;
    text-decoration-thickness: 2px;
  }
`;

export const Body = styled.main`
  display: block;

  &:focus {
    outline: none;
  }
`;
