import type { ToastOptions } from 'react-hot-toast';

type Toasts = typeof import('react-hot-toast').default;
let toasts: Promise<Toasts> | undefined;

/**
 * The toast library and its container load with the first toast, not with the page: every toast answers
 * something a person did, and the landing page must stay within its JavaScript budget.
 */
function loadToasts() {
  toasts ??= import('./toaster.tsx').then(({ mountToaster }) => mountToaster());
  return toasts;
}

/** Spec §9's toasts (top right, success 2 s, error 4 s); messages arrive already in the reader's language. */
export const toast = {
  success(message: string, options?: ToastOptions) {
    void loadToasts().then((library) => library.success(message, options));
  },
  error(message: string, options?: ToastOptions) {
    void loadToasts().then((library) => library.error(message, options));
  },
};
