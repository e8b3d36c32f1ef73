import { z } from 'zod';
import { dataEnvelope } from './common.ts';

/**
 * `GET /api/assemblies/{id}/usage` (admin only): how many saved bars (removed ones left out) and
 * active presets hold the assembly, so the admin form can say so before it is switched off; 404
 * for an unknown id. A bar keeps an assembly switched off, priced and marked "no longer offered".
 */
export const assemblyUsageSchema = z.object({
  bars: z.int().nonnegative(),
  presets: z.int().nonnegative(),
});
export type AssemblyUsageDto = z.infer<typeof assemblyUsageSchema>;

export const assemblyUsageResponseSchema = dataEnvelope(assemblyUsageSchema);
