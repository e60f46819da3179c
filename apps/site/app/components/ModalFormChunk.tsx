// Only ever imported dynamically (ModalFormHost): everything the modal form needs lands in its own chunk.
export { ModalForm as default } from '@lux/blocks/modal-form';
