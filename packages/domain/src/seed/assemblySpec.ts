import type { AssemblyType, SideName } from '../catalogue.ts';

export type Names = [de: string, en: string, fr: string, it: string, es: string, pt: string];

export type AssemblySpec = {
  id: number;
  code: string;
  type: AssemblyType;
  parts: [partId: number, quantity: number][];
  size: [w: number, d: number, h: number];
  heightUnits?: number;
  mount?: string | null;
  allowedRows?: number[];
  side?: SideName | 'both';
  names: Names;
};

/** Specs that share some fields (a type, a mount, a side): the shared fields, then each spec's own. */
export function family<Shared extends Partial<AssemblySpec>>(
  shared: Shared,
  specs: (Omit<AssemblySpec, keyof Shared> & Partial<AssemblySpec>)[],
): AssemblySpec[] {
  return specs.map((spec) => ({ ...shared, ...spec }) as AssemblySpec);
}
