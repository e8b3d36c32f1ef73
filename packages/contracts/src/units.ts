import type { Cents, Grams, Mm } from '@bar/domain/units';
import { z } from 'zod';

// The brands exist only for the compiler; on the wire these are plain integers.
export const mmSchema = z.int().min(-1_000_000).max(1_000_000) as unknown as z.ZodType<Mm, number>;
export const positiveMmSchema = z.int().min(0).max(100_000) as unknown as z.ZodType<Mm, number>;
export const centsSchema = z.int().min(0) as unknown as z.ZodType<Cents, number>;
export const gramsSchema = z.int().min(0) as unknown as z.ZodType<Grams, number>;
