export { Button } from './Button';
export type { ButtonProps, ButtonTrailingIcon } from './Button';
export {
  buttonSizes,
  buttonVariants,
  isLinkShown,
  normaliseButtonVariant,
  resolveButtonSize,
} from './buttonRules';
export type { ButtonSize, ButtonVariant, CmsLink } from './buttonRules';
