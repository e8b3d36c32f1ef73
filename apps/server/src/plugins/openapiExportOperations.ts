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

/** The entity tag of a bar's plan: its version, the catalogue's version and the language of its words. */
const PLAN_ETAG = {
  ...FILE_ETAG,
  ETag: {
    ...FILE_ETAG.ETag,
    description:
      'The bar\'s version, the catalogue\'s version and the language (`"7-3-de"`): send it in `If-None-Match` to get 304 while the plan is unchanged.',
  },
} as const;

const PLAN_FILES = {
  svg: {
    operationId: 'downloadBarPlanSvg',
    contentType: 'image/svg+xml',
    description:
      "The plan as SVG, the sheet's size in millimetres and a view box in floor millimetres (to scale when printed at 100 %).",
  },
  pdf: {
    operationId: 'downloadBarPlanPdf',
    contentType: 'application/pdf',
    description:
      'The plan on one A4 or A3 landscape page at 1:20 or 1:50 (a smaller scale only for bars longer than 1:50 on A3 holds).',
  },
  dxf: {
    operationId: 'downloadBarPlanDxf',
    contentType: 'image/vnd.dxf',
    description: 'The plan as DXF R12 ASCII in millimetres, layers `MODULES`, `DIMENSIONS` and `TEXT`.',
  },
} as const;

/** A bar's plan to scale (features/plans): top view, module outlines, aisle, dimensions in mm. */
function planOperations(): Record<string, OperationMeta> {
  return Object.fromEntries(
    Object.entries(PLAN_FILES).map(([format, file]) => [
      `GET /api/bars/{id}/plan.${format}`,
      {
        operationId: file.operationId,
        summary: `Download the plan of a bar to scale as ${format.toUpperCase()}`,
        tag: 'Bars',
        access: 'barView',
        errors: [409],
        success: { status: 200, contentType: file.contentType, description: file.description },
        notModified: true,
        headers: PLAN_ETAG,
      } satisfies OperationMeta,
    ]),
  );
}

/** A bar's best picture (features/pictures): a photo the customer made, else a raster of the 3D view. */
const PICTURE_OPERATIONS: Readonly<Record<string, OperationMeta>> = {
  'PUT /api/bars/{id}/picture': {
    operationId: 'putBarPicture',
    summary: "Store a bar's picture (a photo replaces any, a raster only a raster)",
    tag: 'Bars',
    access: 'barEdit',
    errors: [429],
    requestBody: {
      contentType: ['image/png', 'image/jpeg'],
      description: 'The picture itself: PNG or JPEG, at most 12 MB and 3840 × 2160 pixels (either way round).',
    },
  },
  'GET /api/bars/{id}/picture': {
    operationId: 'getBarPicture',
    summary: "Read a bar's picture (404 while it has none)",
    tag: 'Bars',
    access: 'barView',
    success: {
      status: 200,
      contentType: 'image/*',
      description: 'The stored picture, as `image/png` or `image/jpeg`.',
    },
    notModified: true,
    headers: {
      ETag: {
        description: 'Names the stored picture: send it in `If-None-Match` to get 304 while it is the same.',
        required: true,
        schema: { type: 'string', pattern: '^"[A-Za-z0-9_-]{22}"$' },
      },
    },
  },
  'GET /api/bars/{id}/picture/info': {
    operationId: 'getBarPictureInfo',
    summary: "Describe a bar's picture and whether a new raster is wanted",
    tag: 'Bars',
    access: 'barView',
  },
  'DELETE /api/bars/{id}/picture': {
    operationId: 'deleteBarPicture',
    summary: "Remove a bar's picture",
    tag: 'Bars',
    access: 'barEdit',
    success: { status: 204, description: 'Removed, or there was none.' },
  },
};

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
  ...planOperations(),
  ...PICTURE_OPERATIONS,
};
