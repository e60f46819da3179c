import styled from 'styled-components';
import { Link } from 'react-router';
import type { NavigationLogo as NavigationLogoData } from '../lib/navigation-logo';

const Root = styled(Link)`
  display: inline-flex;
  align-items: center;
  font-weight: 700;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  text-decoration: none;
  color: inherit;
  white-space: nowrap;
  padding-block: 0.5rem;

  img {
    display: block;
    block-size: 32px;
    inline-size: auto;
    max-inline-size: 180px;
    object-fit: contain;
  }
`;

export interface NavigationLogoProps {
  /** Where the logo links and which image it shows (`src` null: the default brand wordmark). */
  logo: NavigationLogoData;
  /** The brand name: the wordmark's text, and the image's alternative text. */
  brand: string;
}

/** The navigation's logo (A§5): a page's own logo from `navigation.logos`, or the brand linking home. */
export function NavigationLogo({ logo, brand }: NavigationLogoProps) {
  return (
    <Root to={logo.href} data-logo={logo.src ? 'custom' : 'default'}>
      {logo.src ? <img src={logo.src} alt={brand} /> : brand}
    </Root>
  );
}
