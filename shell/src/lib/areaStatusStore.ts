// What the main slot should show besides the mounted area: the registry's state and, per area,
// whether it is loading or unavailable. Written by the shell's single-spa wiring (src/app/areas),
// read by <AreaSlot /> and <NavigationProgress />. It starts from what the server rendered (the
// page's BootPayload), so the hydrating render shows the same slot as the server's HTML.
import { create } from 'zustand';
import { BOOT_ELEMENT_ID, ownerOfPath, readJsonElement, type AreaName, type BootPayload } from 'mf-shared';

type RegistryStatus = 'loading' | 'ready' | 'failed';
/** No entry: the area is not loading and not failed (mounted, or not active). */
type AreaStatus = 'loading' | 'unavailable';

interface AreaStatusState {
  registry: RegistryStatus;
  areas: Partial<Record<AreaName, AreaStatus>>;
  setRegistryStatus(status: RegistryStatus): void;
  setAreaStatus(area: AreaName, status: AreaStatus | null): void;
}

/** The slot as the server rendered it: the area's HTML, or its loading state when it fell back. */
function initialSlotState(boot: BootPayload | null, pathname: string): Pick<AreaStatusState, 'registry' | 'areas'> {
  if (!boot) return { registry: 'loading', areas: {} };
  const area = ownerOfPath(boot.routes ?? [], pathname);
  return { registry: 'ready', areas: area && boot.renderedArea !== area ? { [area]: 'loading' } : {} };
}

const boot = typeof document === 'undefined' ? null : readJsonElement<BootPayload>(BOOT_ELEMENT_ID);

export const useAreaStatusStore = create<AreaStatusState>()((set) => ({
  ...initialSlotState(boot, typeof window === 'undefined' ? '/' : window.location.pathname),
  setRegistryStatus(status) {
    set({ registry: status });
  },
  setAreaStatus(area, status) {
    set((state) => {
      const areas = { ...state.areas };
      if (status) areas[area] = status;
      else delete areas[area];
      return { areas };
    });
  },
}));
