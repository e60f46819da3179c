import { createEvent, createStore, sample } from 'effector';

/** A§4: what a form link asks the modal form to show. */
export interface ModalFormRequest {
  formId: string;
  /** Hidden field names and values from the link (B§3.3). */
  hiddenFields: Readonly<Record<string, string>>;
  title: string;
  /** The link's form_layout; `double_column` lays the form out in two columns. */
  layout: string;
  /** Tracking data the form sends along with the lead. */
  ciData: Readonly<Record<string, string>>;
}

export interface ModalFormState extends ModalFormRequest {
  columns: 1 | 2;
}

/** A form link was activated (the site turns the window event into this). */
export const modalFormOpened = createEvent<ModalFormRequest>();
/** The visitor closed the modal form: its state is cleared. */
export const modalFormClosed = createEvent();

export const $modalForm = createStore<ModalFormState | null>(null, { sid: 'shell/modalForm/$state' });

/** A form link without a form id has nothing to open. */
sample({
  clock: modalFormOpened,
  filter: (request) => request.formId.trim() !== '',
  fn: (request): ModalFormState | null => ({ ...request, formId: request.formId.trim(), columns: request.layout === 'double_column' ? 2 : 1 }),
  target: $modalForm,
});

sample({ clock: modalFormClosed, fn: (): ModalFormState | null => null, target: $modalForm });
