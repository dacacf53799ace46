// Navigation progress: while the next area's code or a page's data loads after a click, the
// shell shows a slim bar at the top. The shell reports area loads; each area reports its own
// data loads (mf-shared/area does it for every area).
import { create } from 'zustand';

interface ProgressState {
  /** Who is loading right now (e.g. 'area:directory', 'data:content'). */
  pending: readonly string[];
  begin(key: string): void;
  end(key: string): void;
}

export const useNavigationProgress = create<ProgressState>()((set) => ({
  pending: [],
  begin(key) {
    set((state) => (state.pending.includes(key) ? state : { pending: [...state.pending, key] }));
  },
  end(key) {
    set((state) => (state.pending.includes(key) ? { pending: state.pending.filter((k) => k !== key) } : state));
  },
}));
