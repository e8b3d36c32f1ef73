import type { OperationMeta } from './openapiOperationMeta.ts';

/** The entity tag of a bar's file: its version, the catalogue's version and, for the CSV, the language. */
const FILE_ETAG = {
  ETag: {
    description:
      'The bar\'s version, the catalogue\'s version and, for the CSV, the language (`"7-3"`, `"7-3-de"`): send it in `If-None-Match` to get 304 while the file is unchanged.',
    required: true,
    schema: { type: 'string', pattern: '^"[0-9]+-[0-9]+(-[a-z]{2})?"$' },
  },
  'Content-Disposition': {
    description: "The bar's name as the file name: ASCII in `filename`, the real name in `filename*` (RFC 5987).",
    required: true,
    schema: { type: 'string' },
  },
} as const;

/** A bar's files (features/exports): its 3D model for AR viewers and its parts list as CSV. */
export const EXPORT_OPERATIONS: Readonly<Record<string, OperationMeta>> = {
  'GET /api/bars/{id}/model.glb': {
    operationId: 'downloadBarModelGlb',
    summary: 'Download the 3D model of a bar as GLB (glTF binary)',
    tag: 'Bars',
    access: 'barView',
    success: {
      status: 200,
      contentType: 'model/gltf-binary',
      description:
        'The bar as glTF 2.0 binary: one node per module (`front/module-3`), PBR materials, pictures as textures.',
    },
    notModified: true,
    headers: FILE_ETAG,
  },
  'GET /api/bars/{id}/model.usdz': {
    operationId: 'downloadBarModelUsdz',
    summary: 'Download the 3D model of a bar as USDZ (for AR Quick Look)',
    tag: 'Bars',
    access: 'barView',
    success: {
      status: 200,
      contentType: 'model/vnd.usdz+zip',
      description: 'The bar as USDZ: an uncompressed zip holding the USD layer (`bar.usda`) first, then its pictures.',
    },
    notModified: true,
    headers: FILE_ETAG,
  },
  'GET /api/bars/{id}/parts.csv': {
    operationId: 'downloadBarPartsCsv',
    summary: 'Download the parts list of a bar as CSV',
    tag: 'Bars',
    access: 'barView',
    success: {
      status: 200,
      contentType: 'text/csv',
      description:
        'UTF-8 with BOM: part number, name, quantity, unit price, line total, weight; then net total with total weight, VAT, gross total.',
    },
    notModified: true,
    headers: FILE_ETAG,
  },
};
