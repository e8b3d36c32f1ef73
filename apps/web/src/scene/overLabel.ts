/**
 * The style of drei's `Html` wrapper around a label drawn over the 3D view: the wrapper takes the
 * pointer unless told not to, so a click on whatever lies under the label would reach the label.
 */
export const passThrough = { pointerEvents: 'none' } as const;
