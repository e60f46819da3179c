// Public entry of @lux/ui: named exports only, so the surface is reviewed line by line.
export { directionOf } from './direction/directionOf';
export type { Direction } from './direction/directionOf';
export { stylisPluginsFor } from './direction/stylisPlugins';
export { UiProvider, useDirection, useUi } from './direction/UiProvider';
export type { UiContextValue, UiProviderProps } from './direction/UiProvider';

export { GlobalStyle, globalCss } from './tokens/GlobalStyle';
export { GlobalCss } from './tokens/GlobalCss';
export { baseTokens, headingSizes } from './tokens/tokens';
export type { HeadingSize, TokenName } from './tokens/tokens';
export { brandColor, themeNames, themes } from './tokens/themes';
export type { ThemeColors, ThemeName } from './tokens/themes';
export { breakpoints, gridGap, imageScreens, mediaQueries, navigationHeight } from './tokens/breakpoints';
export type { Breakpoint, ImageScreen } from './tokens/breakpoints';
export { contrastRatio } from './tokens/contrast';

export {
  Button,
  buttonSizes,
  buttonVariants,
  isLinkShown,
  normaliseButtonVariant,
  resolveButtonSize,
} from './Button';
export type { ButtonProps, ButtonSize, ButtonTrailingIcon, ButtonVariant, CmsLink } from './Button';
export { Heading, headingLevelFromTag, headingLevels } from './Heading';
export type { HeadingLevel, HeadingProps } from './Heading';
export { Container } from './Container';
export type { ContainerProps } from './Container';
export { Surface, surfaceSpacings, surfaceVariants } from './Surface';
export type { SurfaceProps, SurfaceSpacing, SurfaceVariant } from './Surface';
export { Picture } from './Picture';
export type { PictureFormat, PicturePriority, PictureProps } from './Picture';
export { SkipLink } from './SkipLink';
export type { SkipLinkProps } from './SkipLink';

// Form and overlay controls on react-aria-components (behaviour, focus, keyboard, RTL, semantics).
export { FieldError } from './FieldError';
export type { FieldErrorMessage, FieldErrorProps } from './FieldError';
export { TextField } from './TextField';
export type { TextFieldProps, TextFieldType } from './TextField';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export { Radio, RadioGroup } from './RadioGroup';
export type { RadioGroupOrientation, RadioGroupProps, RadioProps } from './RadioGroup';
export { Select } from './Select';
export type { SelectProps } from './Select';
export { ComboBox } from './ComboBox';
export type { ComboBoxProps } from './ComboBox';
export type { ListOptionProps } from './field/ListOption';
export { DateField } from './DateField';
export type { DateFieldProps, DateValue } from './DateField';
export { Dialog, DialogTrigger } from './Dialog';
export type { DialogProps, DialogSize, DialogTriggerProps } from './Dialog';
export { Drawer } from './Drawer';
export type { DrawerProps, DrawerSide } from './Drawer';
export { createToastQueue, ToastProvider, useToast } from './Toast';
export type { ToastApi, ToastMessage, ToastProviderProps, ToastQueueOf, ToastTone } from './Toast';
export { Tabs } from './Tabs';
export type { TabListProps, TabPanelProps, TabProps, TabsOrientation, TabsProps } from './Tabs';
export { DataTable } from './DataTable';
export type { DataTableAlign, DataTableColumn, DataTableProps } from './DataTable';
export { Pagination } from './Pagination';
export type { ArrowSide, PaginationProps } from './Pagination';
export type { SortDescriptor, SortDirection } from 'react-aria-components';
