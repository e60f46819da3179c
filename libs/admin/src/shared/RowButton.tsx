import styled from 'styled-components';
import { Button, type ButtonProps } from '@lux/ui';

/** Read by screen readers, not shown: which row a button acts on. */
export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * A row's action: the visible verb, then the row's name for screen readers ("Edit meta.app_name"), so
 * the accessible name starts with what is shown (WCAG 2.5.3, label in name) in every language.
 */
export function RowButton({ label, name, ...rest }: { label: string; name: string } & Omit<ButtonProps, 'children'>) {
  return (
    <Button variant="tertiary" size="small" {...rest}>
      {/* One text for the name ("Edit meta.app_name"): how adjacent nodes join differs between tools. */}
      <span aria-hidden="true">{label}</span>
      <VisuallyHidden>{`${label} ${name}`}</VisuallyHidden>
    </Button>
  );
}
