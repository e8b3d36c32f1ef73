import { setConsoleFunction } from 'three';

/**
 * three.js r183 deprecated `THREE.Clock`, and react-three-fiber still makes one for every canvas, so
 * each 3D view would warn about a choice that is not ours to change. Only that message is dropped;
 * every other three.js log, warning and error reaches the console as before.
 */
export const DEPRECATED_CLOCK_MESSAGE = 'THREE.Clock: This module has been deprecated. Please use THREE.Timer instead.';

type ConsoleLevel = 'log' | 'warn' | 'error';

/** Passes three.js's messages to the console, except the known one about the clock react-three-fiber makes. */
export function forwardThreeMessage(level: ConsoleLevel, message: unknown, ...params: unknown[]): void {
  if (level === 'warn' && message === DEPRECATED_CLOCK_MESSAGE) return;
  const stackTrace = params[0] as { isStackTrace?: boolean; getError?: (text: unknown) => Error } | undefined;
  if (stackTrace?.isStackTrace && stackTrace.getError) {
    console[level](stackTrace.getError(message));
    return;
  }
  console[level](message, ...params);
}

setConsoleFunction(forwardThreeMessage);
