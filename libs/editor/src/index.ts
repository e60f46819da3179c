// @lux/editor: the page editor's block forms (ADR 027 §7). Only the /cms routes import it; public pages never do.
export { BlockForm, type BlockFormProps } from './BlockForm';
export type { BlockInstance } from './instance';
export { BLOCK_POSITIONS, type BlockPosition } from './positions';
export {
  fieldPointer,
  pathToPointer,
  problemsByPointer,
  validationProblems,
  type PointerProblem,
} from './problems';
export { editorStrings, translateProblem, type EditorLocale, type EditorStrings } from './i18n/strings';
export {
  fieldLabel,
  fieldTooltip,
  groupName,
  optionLabel,
  templateDescription,
  templateName,
  type TemplateText,
} from './i18n/catalogueLabels';
