import {
  INVENTORY_IMPORT_MAX_BYTES,
  inventoryImportQuerySchema,
  inventoryRequestSchema,
  inventoryResponseSchema,
} from '@bar/contracts/inventory';
import {
  INVENTORY_MAX_COUNT,
  INVENTORY_MAX_LINES,
  type InventoryRowProblem,
  inventoryFromRows,
} from '@bar/domain/inventory';
import type { Locale } from '@bar/domain/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addFieldError, type FieldErrors, validationError } from '../../appError.ts';
import { requireUserId } from '../addresses/routes.ts';
import { loadCatalogue } from '../catalogue/loadCatalogue.ts';
import { csvRows } from './csvText.ts';
import { inventoryMessage } from './inventoryMessages.ts';
import { presentInventory, readInventory, replaceInventory } from './repository.ts';

const CSV_CONTENT_TYPE = 'text/csv';

/** Lines with errors listed one by one; the rest are counted in one message (it says 50). */
export const LISTED_PROBLEMS = 50;
const ECHOED_CHARACTERS = 40;

/**
 * `GET/PUT /api/user/inventory`, `POST /api/user/inventory/import`: the parts the logged-in user
 * owns. A PUT and an import are checked whole before anything is stored: one bad line, nothing saved.
 */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    CSV_CONTENT_TYPE,
    // Bytes: the text is decoded in the charset the request declares (csvText.ts), not as UTF-8 always.
    { parseAs: 'buffer', bodyLimit: INVENTORY_IMPORT_MAX_BYTES },
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
      // Only text/csv reaches here as bytes; any other body is not a CSV file.
      const read = Buffer.isBuffer(request.body)
        ? csvRows(request.body, request.headers['content-type'])
        : ({ ok: false, problem: 'unreadable' } as const);
      if (!read.ok) {
        const value = read.problem === 'unknownCharset' ? read.charset.slice(0, 40) : '';
        throw validationError({ file: [inventoryMessage(read.problem, locale, value)] });
      }
      const catalogue = await loadCatalogue(app.db);
      const { inventory, problems, partRows } = inventoryFromRows(read.rows, catalogue, read.lines);
      // An empty file is no way to empty the inventory (a PUT of no items is): most likely a wrong file.
      if (partRows === 0) throw validationError({ file: [inventoryMessage('noParts', locale)] });
      const errors = problemErrors(problems, locale);
      const merged = request.query.mode === 'add' ? addTo(await readInventory(app.db, userId), inventory) : inventory;
      checkLimits(merged, errors, locale);
      if (Object.keys(errors).length > 0) throw validationError(errors);
      await replaceInventory(app.db, userId, merged);
      return answer(userId);
    },
  );
};

/** A cell as quoted back in a message: long ones cut, so that a message stays a line. */
function echoed(cell: string): string {
  const characters = Array.from(cell);
  return characters.length > ECHOED_CHARACTERS ? `${characters.slice(0, ECHOED_CHARACTERS).join('')}…` : cell;
}

/** The first LISTED_PROBLEMS problems by line, and how many more there are: an answer of bounded size. */
function problemErrors(problems: readonly InventoryRowProblem[], locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems.slice(0, LISTED_PROBLEMS)) {
    addFieldError(errors, `line ${problem.line}`, inventoryMessage(problem.problem, locale, echoed(problem.value)));
  }
  const more = problems.length - LISTED_PROBLEMS;
  if (more > 0) {
    addFieldError(errors, 'file', inventoryMessage('moreProblems', locale, new Intl.NumberFormat(locale).format(more)));
  }
  return errors;
}

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
