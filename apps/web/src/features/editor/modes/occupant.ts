/** What stands on a place and its removal are declared by each part kind (`kinds/`). */
export { canHoldOccupant, occupantOf } from '../kinds/registry.ts';
export type { Occupant } from '../kinds/types.ts';
