import { Clock, error as threeError, warn } from 'three';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DEPRECATED_CLOCK_MESSAGE } from '../src/scene/threeConsole.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe("three.js's console messages", () => {
  test('the clock react-three-fiber makes for every canvas warns nothing', () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    new Clock();
    new Clock();
    expect(consoleWarn).not.toHaveBeenCalled();
  });

  test('the dropped message is exactly the clock one', () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    warn('Clock: This module has been deprecated. Please use THREE.Timer instead.');
    expect(consoleWarn).not.toHaveBeenCalled();
    expect(DEPRECATED_CLOCK_MESSAGE).toBe(
      'THREE.Clock: This module has been deprecated. Please use THREE.Timer instead.',
    );
  });

  test('every other warning and error still reaches the console, with its details', () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    warn('WebGLRenderer: Texture has been resized.', 42);
    warn('Clock: something else');
    threeError('WebGLProgram: Shader Error', 'details');
    expect(consoleWarn.mock.calls).toEqual([
      ['THREE.WebGLRenderer: Texture has been resized.', 42],
      ['THREE.Clock: something else'],
    ]);
    expect(consoleError.mock.calls).toEqual([['THREE.WebGLProgram: Shader Error', 'details']]);
  });
});
