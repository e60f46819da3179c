// Entry `@lux/blocks/modal-form`: the modal form popup (A§4) on its own, so the site loads it only when a
// form link is used (public pages stay light, ADR 019 §8).
export { ModalForm, type ModalFormProps } from './forms/ModalForm';
