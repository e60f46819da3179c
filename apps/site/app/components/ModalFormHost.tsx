import { Suspense, lazy, useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import type { Locale } from '@lux/content';
import { $modalForm, modalFormClosed } from '@lux/shell';

// A§4 modal form popup on react-aria's dialog: its code (the form renderer, the controls, yup) loads only
// when a form link is used, so public pages that never open it pay nothing (ADR 019 §8).
const ModalForm = lazy(() => import('./ModalFormChunk'));

/**
 * Shows the modal form while a form link's request is open (`$modalForm`, filled from MODAL_FORM_EVENT
 * by the chrome) and clears it on close; focus goes back to the link that opened it.
 */
export function ModalFormHost({ locale }: { locale: Locale }) {
  const { request, close } = useUnit({ request: $modalForm, close: modalFormClosed });
  const trigger = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (request) {
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body) trigger.current = active;
      return;
    }
    // Closed: react-aria restores focus itself; this covers a link that lost focus while the chunk loaded.
    const link = trigger.current;
    trigger.current = null;
    if (link?.isConnected && (document.activeElement === document.body || document.activeElement === null)) link.focus();
  }, [request]);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ModalForm key={`${request.formId}:${request.title}`} request={request} locale={locale} onClose={close} />
    </Suspense>
  );
}
