import styled from 'styled-components';
import { Link } from 'react-router';
import { localisedPath, type Locale } from '@lux/content';

const SwitchLink = styled(Link)`
  color: inherit;
  padding: 0.75rem 0.5rem;
  white-space: nowrap;

  /* In the header: on phones it moves into the menu drawer with the navigation. */
  &[data-placement='header-collapsible'] {
    display: none;

    @media (min-width: 1024px) {
      display: inline;
    }
  }
`;

/**
 * The link to the same page in the other language. Its accessible name is its visible text, the
 * language's own name in that language ("English", "עברית"), marked with `lang` so it is read in the
 * right voice (WCAG 2.5.3: an `aria-label` such as "Switch to English" would not contain "עברית").
 */
export function LanguageSwitch({
  to,
  contentPath,
  label,
  collapsible = false,
  onClick,
}: {
  /** The language the link leads to. */
  to: Locale;
  /** The current page's path without its locale prefix. */
  contentPath: string;
  /** The target language's own name, shown and read. */
  label: string;
  /** In the header next to a menu button: hidden on phones, where the drawer holds it. */
  collapsible?: boolean;
  /** Called when chosen (a drawer closes). */
  onClick?: () => void;
}) {
  return (
    <SwitchLink
      to={localisedPath(to, contentPath)}
      lang={to}
      hrefLang={to}
      data-placement={collapsible ? 'header-collapsible' : undefined}
      onClick={onClick}
    >
      {label}
    </SwitchLink>
  );
}
