// What the main slot should show besides the mounted area: the registry's
// state and, per area, whether it is loading or unavailable. Written by the
// shell's single-spa wiring (src/app/areas), read by <AreaSlot />.
import { create } from 'zustand';
import type { AreaName } from './areaNames';

export type RegistryStatus = 'loading' | 'ready' | 'failed';
/** No entry: the area is not loading and not failed (mounted, or not active). */
export type AreaStatus = 'loading' | 'unavailable';

interface AreaStatusState {
  registry: RegistryStatus;
  areas: Partial<Record<AreaName, AreaStatus>>;
  setRegistryStatus(status: RegistryStatus): void;
  setAreaStatus(area: AreaName, status: AreaStatus | null): void;
}

export const useAreaStatusStore = create<AreaStatusState>()((set) => ({
  registry: 'loading',
  areas: {},
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
