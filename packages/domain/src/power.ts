import type { Catalogue } from './catalogue.ts';

export const MAINS_VOLTS = 230;
export const CIRCUIT_AMPERES = 16;
/** A circuit is planned at 80 % of its breaker's rating for a load that runs for hours. */
export const CONTINUOUS_LOAD_PERCENT = 80;
/** 16 A × 80 % × 230 V = 2944 W a circuit. */
export const CIRCUIT_WATTS = (CIRCUIT_AMPERES * CONTINUOUS_LOAD_PERCENT * MAINS_VOLTS) / 100;

export type PowerBudget = {
  /** Total power of the LED parts and powered accessories. */
  watts: number;
  /** Current at 230 V, two decimals. */
  amperes: number;
  /** 16 A circuits at the continuous load (CIRCUIT_WATTS); 0 when nothing draws power. */
  circuits: number;
  /** One socket for each powered part (each has its own plug). */
  sockets: number;
  /** More than one circuit is needed: the bar needs several feeds. */
  over_one_circuit: boolean;
};

/** E1: the power the bar's parts draw, and the circuits and sockets they need. */
export function powerBudget(counters: readonly ReadonlyMap<number, number>[], catalogue: Catalogue): PowerBudget {
  let watts = 0;
  let sockets = 0;
  for (const counter of counters) {
    for (const [partId, count] of counter) {
      const part = catalogue.parts.get(partId);
      const partWatts = part?.watts ?? 0;
      if (count <= 0 || partWatts <= 0) continue;
      watts += partWatts * count;
      sockets += count;
    }
  }
  watts = Math.round(watts * 10) / 10;
  const circuits = Math.ceil(watts / CIRCUIT_WATTS);
  return {
    watts,
    amperes: Math.round((watts / MAINS_VOLTS) * 100) / 100,
    circuits,
    sockets,
    over_one_circuit: circuits > 1,
  };
}
