/**
 * The path tracer's next event estimation (three-gpu-pathtracer 0.0.26, `directLightContribution`)
 * written with one shadow ray and one BSDF evaluation instead of two of each.
 *
 * The library's function samples either a light or the environment and has a branch for each, and
 * each branch traces its own shadow ray (`attenuateHit`, a loop over the BVH) and evaluates the
 * material (`bsdfResult`). Software WebGL (SwiftShader) inlines every call, so the program held two
 * copies of both inside the bounce loop, and compiling it took two minutes and more on a 2-core
 * machine. Here only the choice of the sample is branched; what follows is the same for both and
 * written once. The result is the same: the same random numbers (dimensions 5, 6, 7), the same
 * probabilities and weights (lights that cannot be hit weigh 1, the environment and area lights by
 * the power heuristic), the same shadow ray (to the light's distance, or to infinity).
 */
const ONE_SHADOW_RAY = /* glsl */ `
	vec3 directLightContribution( vec3 worldWo, SurfaceRecord surf, RenderState state, vec3 rayOrigin ) {

		vec3 result = vec3( 0.0 );
		bool fromLight = lightsDenom != 0.0 && rand( 5 ) < float( lights.count ) / lightsDenom;
		if ( ! fromLight && ( envMapInfo.totalSum == 0.0 || environmentIntensity == 0.0 ) ) {

			return result;

		}

		vec3 direction;
		vec3 emission;
		float pdf;
		float dist;
		bool unweighted;
		if ( fromLight ) {

			LightRecord lightRec = randomLightSample( lights.tex, iesProfiles, lights.count, rayOrigin, rand3( 6 ) );
			direction = lightRec.direction;
			emission = lightRec.emission;
			pdf = lightRec.pdf;
			dist = lightRec.dist;
			unweighted = lightRec.type == SPOT_LIGHT_TYPE || lightRec.type == DIR_LIGHT_TYPE || lightRec.type == POINT_LIGHT_TYPE;

		} else {

			vec3 envColor, envDirection;
			pdf = sampleEquirectProbability( rand2( 7 ), envColor, envDirection );
			direction = invEnvRotation3x3 * envDirection;
			emission = environmentIntensity * envColor;
			dist = INFINITY;
			unweighted = false;

		}

		if ( ! surf.volumeParticle && dot( surf.faceNormal, direction ) < 0.0 ) {

			pdf = 0.0;

		}

		Ray shadowRay;
		shadowRay.origin = rayOrigin;
		shadowRay.direction = direction;
		vec3 attenuatedColor;
		if (
			pdf > 0.0 &&
			isDirectionValid( direction, surf.normal, surf.faceNormal ) &&
			! attenuateHit( state, shadowRay, dist, attenuatedColor )
		) {

			vec3 sampleColor;
			float materialPdf = bsdfResult( worldWo, direction, surf, sampleColor );
			bool isValidSampleColor = all( greaterThanEqual( sampleColor, vec3( 0.0 ) ) );
			if ( materialPdf > 0.0 && isValidSampleColor ) {

				float samplePdf = pdf / lightsDenom;
				float misWeight = unweighted ? 1.0 : misHeuristic( samplePdf, materialPdf );
				result = attenuatedColor * emission * state.throughputColor * sampleColor * misWeight / samplePdf;

			}

		}

		return result;

	}
`;

const START = 'vec3 directLightContribution(';

/**
 * `fragmentShader` with the library's `directLightContribution` replaced by the one above, found by
 * its signature and matching braces; null when it is not there as expected (another version of the
 * library: then its own stays).
 */
export function withOneShadowRay(fragmentShader: string): string | null {
  const start = fragmentShader.indexOf(START);
  if (start < 0 || fragmentShader.indexOf(START, start + 1) >= 0) return null;
  const open = fragmentShader.indexOf('{', start);
  if (open < 0) return null;
  let depth = 0;
  for (let index = open; index < fragmentShader.length; index++) {
    const char = fragmentShader[index];
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        const body = fragmentShader.slice(start, index + 1);
        // Only the function this was written against: two shadow rays, two evaluations.
        if (body.split('attenuateHit(').length !== 3 || body.split('bsdfResult(').length !== 3) return null;
        return `${fragmentShader.slice(0, start)}${ONE_SHADOW_RAY.trim()}${fragmentShader.slice(index + 1)}`;
      }
    }
  }
  return null;
}
