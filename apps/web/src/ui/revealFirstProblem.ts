/**
 * Brings the first refused field inside `container` into view and gives it the focus, so that a
 * refusal is never out of sight (a long dialog scrolled to its button): an input marked invalid,
 * a refused checkbox, or the first input of a group marked `data-problem` (a choice of addresses).
 */
export function revealFirstProblem(container: HTMLElement | null): boolean {
  // Mantine marks a refused text input with aria-invalid, a refused checkbox with data-error.
  const marked = container?.querySelector<HTMLElement>(
    'input[aria-invalid="true"], textarea[aria-invalid="true"], input[data-error="true"], [data-problem="true"]',
  );
  if (!marked) return false;
  const target =
    marked.dataset.problem === 'true'
      ? (marked.querySelector<HTMLElement>('input, textarea, select, button') ?? marked)
      : marked;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}

/**
 * The same once React has drawn what was just refused (errors set from a callback): looks again on
 * each of the next frames until a refused field is there, at most `frames` times.
 */
export function revealFirstProblemSoon(container: HTMLElement | null, frames = 10): void {
  requestAnimationFrame(() => {
    if (!revealFirstProblem(container) && frames > 1) revealFirstProblemSoon(container, frames - 1);
  });
}
