import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@skillsync/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router';
import { router } from './app/router.tsx';
import { useAuthStore } from './lib/auth-store.ts';
import { queryClient } from './lib/query-client.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

void useAuthStore.getState().loadUser();

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster
        position="top-right"
        // Below the 64 px header, so a toast never covers the menu button or the account controls.
        containerStyle={{ top: 72 }}
        toastOptions={{ duration: TOAST_ERROR_MS, success: { duration: TOAST_SUCCESS_MS }, style: { maxWidth: 350 } }}
      />
    </QueryClientProvider>
  </StrictMode>,
);
