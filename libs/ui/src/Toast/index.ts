export { createToastQueue, ToastProvider, useToast } from './Toast';
export type { ToastApi, ToastMessage, ToastProviderProps, ToastQueueOf, ToastTone } from './Toast';
