import {
  INVENTORY_IMPORT_MAX_BYTES,
  inventoryImportQuerySchema,
  inventoryRequestSchema,
  inventoryResponseSchema,
} from '@bar/contracts/inventory';
import { INVENTORY_MAX_COUNT, INVENTORY_MAX_LINES, inventoryFromRows } from '@bar/domain/inventory';
import type { Locale } from '@bar/domain/locale';
import { parse } from 'csv-parse/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addFieldError, type FieldErrors, validationError } from '../../appError.ts';
import { requireUserId } from '../addresses/routes.ts';
import { loadCatalogue } from '../catalogue/loadCatalogue.ts';
import { inventoryMessage } from './inventoryMessages.ts';
import { presentInventory, readInventory, replaceInventory } from './repository.ts';

const CSV_CONTENT_TYPE = 'text/csv';

/** The cells of a CSV text (comma, semicolon or tab between fields, UTF-8 with or without BOM); null when unreadable. */
function csvRows(text: string): string[][] | null {
  try {
    return parse(text, { bom: true, delimiter: [',', ';', '\t'], relax_column_count: true, skip_empty_lines: true });
  } catch {
    return null;
  }
}

/**
 * `GET/PUT /api/user/inventory`, `POST /api/user/inventory/import`: the parts the logged-in user
 * owns. A PUT and an import are checked whole before anything is stored: one bad line, nothing saved.
 */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    CSV_CONTENT_TYPE,
    { parseAs: 'string', bodyLimit: INVENTORY_IMPORT_MAX_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );
  // Before body validation, so that a guest learns 401 and not what the list lacks.
  app.addHook('preValidation', async (request) => {
    requireUserId(request);
  });

  const answer = async (userId: number) => {
    const [catalogue, inventory] = await Promise.all([loadCatalogue(app.db), readInventory(app.db, userId)]);
    return { data: { items: presentInventory(inventory, catalogue) } };
  };

  app.get('/user/inventory', { schema: { response: { 200: inventoryResponseSchema } } }, async (request) =>
    answer(requireUserId(request)),
  );

  app.put(
    '/user/inventory',
    { schema: { body: inventoryRequestSchema, response: { 200: inventoryResponseSchema } } },
    async (request) => {
      const userId = requireUserId(request);
      const catalogue = await loadCatalogue(app.db);
      const errors: FieldErrors = {};
      const inventory = new Map<number, number>();
      request.body.items.forEach((item, index) => {
        if (!catalogue.parts.has(item.part_id)) {
          addFieldError(errors, `items.${index}.part_id`, inventoryMessage('unknownPart', request.locale));
        } else if (inventory.has(item.part_id)) {
          addFieldError(errors, `items.${index}.part_id`, inventoryMessage('duplicatePart', request.locale));
        } else {
          inventory.set(item.part_id, item.count);
        }
      });
      if (Object.keys(errors).length > 0) throw validationError(errors);
      await replaceInventory(app.db, userId, inventory);
      return answer(userId);
    },
  );

  app.post(
    '/user/inventory/import',
    {
      schema: {
        querystring: inventoryImportQuerySchema,
        response: { 200: inventoryResponseSchema },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const locale = request.locale;
      // Only text/csv reaches here as text; any other body is not a CSV file.
      const rows = typeof request.body === 'string' ? csvRows(request.body) : null;
      if (rows === null) throw validationError({ file: [inventoryMessage('unreadable', locale)] });
      const catalogue = await loadCatalogue(app.db);
      const { inventory, problems } = inventoryFromRows(rows, catalogue);
      const errors: FieldErrors = {};
      for (const problem of problems) {
        addFieldError(errors, `line ${problem.line}`, inventoryMessage(problem.problem, locale, problem.value));
      }
      const merged = request.query.mode === 'add' ? addTo(await readInventory(app.db, userId), inventory) : inventory;
      checkLimits(merged, errors, locale);
      if (Object.keys(errors).length > 0) throw validationError(errors);
      await replaceInventory(app.db, userId, merged);
      return answer(userId);
    },
  );
};

function addTo(stored: Map<number, number>, added: ReadonlyMap<number, number>): Map<number, number> {
  const merged = new Map(stored);
  for (const [partId, count] of added) merged.set(partId, (merged.get(partId) ?? 0) + count);
  return merged;
}

function checkLimits(inventory: ReadonlyMap<number, number>, errors: FieldErrors, locale: Locale): void {
  if ([...inventory.values()].some((count) => count > INVENTORY_MAX_COUNT)) {
    addFieldError(errors, 'file', inventoryMessage('tooMany', locale));
  }
  if (inventory.size > INVENTORY_MAX_LINES) {
    addFieldError(errors, 'file', inventoryMessage('tooManyParts', locale));
  }
}
