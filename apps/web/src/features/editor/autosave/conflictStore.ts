import type { BarDto } from '@bar/contracts/bars';
import { createStore } from 'zustand/vanilla';

/** The newer version a save ran into, while the user has not chosen yet. */
export const conflictStore = createStore<{ server: BarDto | null }>()(() => ({ server: null }));

export function reportConflict(server: BarDto): void {
  conflictStore.setState({ server });
}

export function clearConflict(): void {
  conflictStore.setState({ server: null });
}
