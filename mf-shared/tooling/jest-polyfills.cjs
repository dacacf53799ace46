// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs when it loads.
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
}

// jsdom has <dialog> but not its modal API: open it, move focus inside like a browser does,
// and close it. (Inertness and Escape → 'cancel' are the browser's; browser tests cover them.)
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
    const focusable = this.querySelector('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])');
    (focusable ?? this).focus();
  };
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
