import * as pathTracer from 'three-gpu-pathtracer';
import { describe, expect, it } from 'vitest';
import { withOneShadowRay } from '../src/scene/photo/tracerShader.ts';

/** The material WebGLPathTracer draws with: exported by the library, left out of its types. */
const { PhysicalPathTracingMaterial } = pathTracer as unknown as {
  PhysicalPathTracingMaterial: new () => { fragmentShader: string };
};

const count = (text: string, part: string) => text.split(part).length - 1;

describe("the path tracer's program with one shadow ray", () => {
  const library = new PhysicalPathTracingMaterial().fragmentShader;

  it("replaces the installed library's next event estimation, and only it", () => {
    const patched = withOneShadowRay(library);
    expect(patched).not.toBeNull();
    const shader = patched ?? '';
    // Two shadow rays and two evaluations less; the rest of the program as it was.
    expect(count(library, 'attenuateHit(') - count(shader, 'attenuateHit(')).toBe(1);
    expect(count(library, 'bsdfResult(') - count(shader, 'bsdfResult(')).toBe(1);
    expect(count(shader, 'vec3 directLightContribution(')).toBe(1);
    const start = library.indexOf('vec3 directLightContribution(');
    expect(shader.startsWith(library.slice(0, start))).toBe(true);
    expect(shader.endsWith(library.slice(library.indexOf('int getSurfaceRecord(', start)))).toBe(true);
    // The same random dimensions, weights and shadow ray ends as the library's.
    for (const part of ['rand( 5 )', 'rand3( 6 )', 'rand2( 7 )', 'misHeuristic(', 'INFINITY', 'lightsDenom']) {
      expect(shader.slice(start)).toContain(part);
    }
    // Braces still balance (the function was cut out whole).
    expect(count(shader, '{')).toBe(count(shader, '}'));
  });

  it('leaves a program it was not written for alone', () => {
    expect(withOneShadowRay('void main() {}')).toBeNull();
    const once = withOneShadowRay(library) ?? '';
    expect(withOneShadowRay(once)).toBeNull();
  });
});
