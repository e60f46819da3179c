/**
 * jsdom has `<dialog>` but not `showModal()`/`close()`. This stands in for them in unit tests only:
 * `open` toggles, Escape fires a cancelable `cancel` (then closes unless prevented) on the newest
 * modal, like a browser. Stories exercise the real thing in Chromium.
 */
export function installDialogPolyfill(): void {
  if (typeof HTMLDialogElement === 'undefined' || typeof HTMLDialogElement.prototype.showModal === 'function') return;
  const modals: HTMLDialogElement[] = [];
  const proto = HTMLDialogElement.prototype;
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const dialog = modals.at(-1);
    if (event.key !== 'Escape' || dialog === undefined || event.defaultPrevented) return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
}
