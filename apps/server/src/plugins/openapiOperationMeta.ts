/**
 * The shape of what the OpenAPI document says about one operation beyond its zod schemas (see
 * openapiOperations.ts). Its own module, so the tables of operations and the table that gathers
 * them import it without importing each other in a circle.
 */

/**
 * Who may call an operation:
 * - `public`: anyone, no session needed for reads;
 * - `session`: any browser session, a guest's too (bars are made without an account);
 * - `user`: a logged-in user (401 without one);
 * - `admin`: an administrator (401 without a user, 403 for a customer);
 * - `barView` / `barEdit`: the bar's owner or creating session, or the bar's preview (view only)
 *   or edit token in the query; 401 for an owned bar read by nobody, 403 for someone else.
 */
export type OperationAccess = 'public' | 'session' | 'user' | 'admin' | 'barView' | 'barEdit';

export type OperationTag =
  | 'Session'
  | 'Health'
  | 'Catalogue'
  | 'Bars'
  | 'Presets'
  | 'Uploads'
  | 'Content'
  | 'Account'
  | 'Inquiries'
  | 'Admin';

export type OperationMeta = {
  operationId: string;
  summary: string;
  tag: OperationTag;
  access: OperationAccess;
  /** Error statuses the handler raises beyond those its access and schemas imply. */
  errors?: readonly number[];
  /** The success status when the route has no response schema (204, or a file). */
  success?: { status: number; contentType?: string; description: string };
  /** Set when the handler reads a request body that its route schema does not describe. */
  requestBody?: { contentType: string | readonly string[]; description: string };
  /** The handler answers 304 to an `If-None-Match` that names the current `ETag`. */
  notModified?: true;
  /** Headers of the success reply, by name. */
  headers?: Readonly<
    Record<string, { description: string; required: boolean; schema: { type: 'string'; pattern?: string } }>
  >;
};

/** The success of an operation that answers nothing. */
export const NO_CONTENT = { status: 204, description: 'Done; no content.' } as const;
/** The status of a request refused by a rate limit. */
export const THROTTLED = 429;
