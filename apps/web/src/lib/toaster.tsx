import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@skillsync/shared/constants';
import { createRoot } from 'react-dom/client';
import toast, { Toaster } from 'react-hot-toast';

/** Puts the toast container on the page, in a root of its own, and hands back the library that fills it. */
export function mountToaster() {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <Toaster
      position="top-right"
      // Below the 64 px header, so a toast never covers the menu button or the account controls.
      containerStyle={{ top: 72 }}
      toastOptions={{ duration: TOAST_ERROR_MS, success: { duration: TOAST_SUCCESS_MS }, style: { maxWidth: 350 } }}
    />,
  );
  return toast;
}
