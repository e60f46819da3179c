import type { Localized } from '../shared/strings';

export interface SpecificationAccordionStrings {
  /** The select's label when the editor kept the template default "Model". */
  model: string;
  /** The select's hint when the editor kept the template default "Select a model". */
  placeholder: string;
}

export const specificationAccordionStrings: Localized<SpecificationAccordionStrings> = {
  he: { model: 'דגם', placeholder: 'בחרו דגם' },
  en: { model: 'Model', placeholder: 'Select a model' },
  ar: { model: 'الطراز', placeholder: 'اختر طرازًا' },
  ru: { model: 'Модель', placeholder: 'Выберите модель' },
};
