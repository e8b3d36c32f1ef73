import type { BarModel } from './barModel.ts';
import { buildUsda } from './buildUsda.ts';
import { packUsdz } from './usdzPackage.ts';

/** The name of the USD layer inside the package; the first entry, as USDZ requires. */
export const USDZ_LAYER = 'bar.usda';

/** The bar model as USDZ (iOS Quick Look): the USDA layer first, then the pictures it names. */
export function buildUsdz(model: BarModel): Uint8Array {
  const layer = buildUsda(model);
  return packUsdz([{ path: USDZ_LAYER, bytes: new TextEncoder().encode(layer.text) }, ...layer.pictures]);
}
