// Standalone host: mounts this area alone (npm run dev -w mf-content).
import { createRoot } from 'react-dom/client';
import { AreaRoot } from './app/AreaRoot';

createRoot(document.getElementById('root')!).render(<AreaRoot />);
