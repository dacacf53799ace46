// Standalone host: mounts this area alone (npm run dev -w mf-content).
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
