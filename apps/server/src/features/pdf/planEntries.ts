import { type Catalogue, primaryPartNumber } from '@bar/domain/catalogue';
import { type Locale, localize } from '@bar/domain/locale';
import type { PowerBudget } from '@bar/domain/power';
import { bagsByType, type PlanLine, type TransportPlan } from '@bar/domain/transport';

/** What the PDF prints of the transport plan: bags by type with their contents, by part number. */
export type PdfPlan = {
  bags: { part_number: string; name: string; count: number; contents: PlanLine[] }[];
  loose: PlanLine[];
  volume_l: number;
  weight_g: number;
  vehicles: { name: string; fits: boolean }[];
  power: PowerBudget;
  /** Part id → part number, for the contents. */
  partNumbers: ReadonlyMap<number, string>;
};

export function planEntries(plan: TransportPlan, power: PowerBudget, catalogue: Catalogue, locale: Locale): PdfPlan {
  const partNumbers = new Map<number, string>();
  for (const line of [...plan.bags.flatMap((bag) => bag.contents), ...plan.loose]) {
    const part = catalogue.parts.get(line.part_id);
    if (part) partNumbers.set(part.id, primaryPartNumber(part));
  }
  const vehicleNames = new Map(catalogue.vehicles.map((vehicle) => [vehicle.code, localize(vehicle.name, locale)]));
  return {
    bags: bagsByType(plan).flatMap((entry) => {
      const part = catalogue.parts.get(entry.part_id);
      if (!part) return [];
      const name = localize(part.name, locale);
      return [{ part_number: primaryPartNumber(part), name, count: entry.count, contents: entry.contents }];
    }),
    loose: plan.loose,
    volume_l: plan.volume_l,
    weight_g: plan.weight_g,
    vehicles: plan.vehicles.map((vehicle) => ({
      name: vehicleNames.get(vehicle.code) ?? vehicle.code,
      fits: vehicle.fits,
    })),
    power,
    partNumbers,
  };
}
