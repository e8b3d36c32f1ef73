/**
 * The places of the current editing mode inside the 3D scene (mounts, slots, edges, offsets):
 * hovering highlights one, clicking places the chosen item there or selects what is there.
 */
export function ScenePlaces() {
  return null;
}
