// Standalone host: mounts this area alone (npm run dev -w mf-directory).
// In the composed site the shell loads the tokens, the toaster and the session instead.
import 'mf-shared/tokens.css';
import { createRoot } from 'react-dom/client';
import { Toaster, useAuthStore } from 'mf-shared';
import { AreaRoot } from './app/AreaRoot';

void useAuthStore.getState().loadSession();

createRoot(document.getElementById('root')!).render(
  <>
    <AreaRoot />
    <Toaster />
  </>,
);
