/** Whether this browser can path trace: WebGL 2 and colour buffers of 32-bit floats to add samples in. */
export type PhotoSupport = 'supported' | 'noWebgl2' | 'noFloatBuffers';

let known: PhotoSupport | null = null;

/**
 * Asks a small canvas of its own (its context lost at once) whether WebGL 2 and the float colour
 * buffers are there; the answer is kept for the page's lifetime.
 */
export function photoSupport(): PhotoSupport {
  if (known) return known;
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('webgl2');
  if (!context) known = 'noWebgl2';
  else {
    known = context.getExtension('EXT_color_buffer_float') ? 'supported' : 'noFloatBuffers';
    context.getExtension('WEBGL_lose_context')?.loseContext();
  }
  return known;
}
