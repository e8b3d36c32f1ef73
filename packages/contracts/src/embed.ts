import { z } from 'zod';
import { dataEnvelope, localeSchema } from './common.ts';
import { msg } from './messages.ts';

/**
 * The dealer embed (`/embed/bars/{preset}`, `/embed/bars/{id}?preview_token=…`) and the page that
 * frames it talk through `postMessage`. Every message is an object tagged with `source`, so that
 * either side can tell them from other scripts' messages; see docs/embed.md.
 */
export const EMBED_MESSAGE_SOURCE = 'bar-configurator';

/** A host name (letters, digits, dots, dashes: no wildcard), an IPv4 or a bracketed IPv6 address. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/;

/** An origin as a browser names it: http(s)://host[:port], nothing after it, no wildcard. */
export function isWebOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value && HOST.test(url.hostname);
  } catch {
    return false;
  }
}

export const DEALER_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
export const MAX_EMBED_THEMES = 100;

/**
 * A dealer's look in the embed, chosen by the `dealer` query parameter of the embed page or by the
 * origin of the page that frames it: a logo (an upload), a primary colour and a language.
 */
export const embedThemeSchema = z.strictObject({
  dealer: z.string().regex(DEALER_PATTERN, msg('validation.dealerName')),
  origin: z
    .string()
    .max(200, msg('validation.embedOrigin'))
    .refine(isWebOrigin, msg('validation.embedOrigin'))
    .nullable(),
  logo_url: z
    .string()
    .regex(/^\/api\/uploads\/[A-Za-z0-9_-]{22}$/, msg('validation.embedLogo'))
    .nullable(),
  primary_colour: z
    .string()
    .regex(/^#[0-9a-f]{6}$/, msg('validation.themeColour'))
    .nullable(),
  language: localeSchema.nullable(),
});
export type EmbedTheme = z.infer<typeof embedThemeSchema>;

/** `PUT /api/embed-themes` (admin): every dealer theme at once; dealers and origins unique. */
export const embedThemesBodySchema = z
  .strictObject({ themes: z.array(embedThemeSchema).max(MAX_EMBED_THEMES) })
  .superRefine((body, context) => {
    const dealers = new Set<string>();
    const origins = new Set<string>();
    body.themes.forEach((theme, index) => {
      if (dealers.has(theme.dealer)) {
        context.addIssue({ code: 'custom', path: ['themes', index, 'dealer'], message: msg('validation.dealerTaken') });
      }
      if (theme.origin !== null && origins.has(theme.origin)) {
        context.addIssue({
          code: 'custom',
          path: ['themes', index, 'origin'],
          message: msg('validation.embedOriginTaken'),
        });
      }
      dealers.add(theme.dealer);
      if (theme.origin !== null) origins.add(theme.origin);
    });
  });
export type EmbedThemesBody = z.infer<typeof embedThemesBodySchema>;
export const embedThemesResponseSchema = dataEnvelope(z.array(embedThemeSchema));

/**
 * `GET /api/embed-setup` (admin): whether dealer sites can frame the embed at all and which ones
 * (EMBED_ORIGINS, set by the operator; empty means no site can show a theme), and this site's
 * address for the snippet a dealer pastes (PUBLIC_URL).
 */
export const embedSetupSchema = z.strictObject({
  origins: z.array(z.string()),
  configurator_url: z.string(),
});
export type EmbedSetup = z.infer<typeof embedSetupSchema>;
export const embedSetupResponseSchema = dataEnvelope(embedSetupSchema);

/** `GET /api/embed` query: the dealer named on the embed page, the origin of the page framing it. */
export const embedSettingsQuerySchema = z.strictObject({
  dealer: z.string().regex(DEALER_PATTERN).optional(),
  origin: z.string().max(200).optional(),
});

/** `GET /api/embed`: the origins that may frame the embed (EMBED_ORIGINS) and the dealer's theme. */
export const embedSettingsSchema = z.object({ origins: z.array(z.string()), theme: embedThemeSchema.nullable() });
export const embedSettingsResponseSchema = dataEnvelope(embedSettingsSchema);
export type EmbedSettings = z.infer<typeof embedSettingsSchema>;

const source = z.literal(EMBED_MESSAGE_SOURCE);

/** A RAL code as the catalogue's palette names it: digits only, e.g. "9005". */
const ralCodeSchema = z.string().regex(/^\d{4}$/, 'a RAL code of four digits, e.g. "9005"');

/** Commands from the host page to the embed; the `source` tag is optional on them. */
const commandSource = source.optional();
export const embedCommandSchema = z.discriminatedUnion('type', [
  z.strictObject({ source: commandSource, type: z.literal('loadPreset'), preset: z.int().min(1).max(2_147_483_647) }),
  z.strictObject({ source: commandSource, type: z.literal('setColour'), ral: ralCodeSchema }),
  z.strictObject({ source: commandSource, type: z.literal('setLanguage'), language: localeSchema }),
]);
export type EmbedCommand = z.infer<typeof embedCommandSchema>;

/** Money in cents and weight in grams, as the parts list counts them. */
export const embedTotalsSchema = z.strictObject({
  total_price: z.int(),
  gross_total: z.int(),
  currency: z.literal('EUR'),
  total_weight: z.int(),
});
export type EmbedTotals = z.infer<typeof embedTotalsSchema>;

export const embedPartLineSchema = z.strictObject({
  part_number: z.string(),
  name: z.string(),
  quantity: z.int(),
  unit_price: z.int(),
  total: z.int(),
  weight: z.int(),
});
export type EmbedPartLine = z.infer<typeof embedPartLineSchema>;

/** Events from the embed to the host page. */
export const embedEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    source,
    type: z.literal('ready'),
    mode: z.enum(['preset', 'viewer']),
    preset: z.int().nullable(),
  }),
  z.strictObject({ source, type: z.literal('changed'), totals: embedTotalsSchema }),
  z.strictObject({
    source,
    type: z.literal('quoteRequested'),
    preset: z.int().nullable(),
    totals: embedTotalsSchema,
    parts: z.array(embedPartLineSchema),
  }),
  z.strictObject({ source, type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type EmbedEvent = z.infer<typeof embedEventSchema>;

/** An event without its `source` tag, as the embed builds it. */
export type EmbedEventBody = EmbedEvent extends infer E ? (E extends unknown ? Omit<E, 'source'> : never) : never;

/**
 * Whether `origin` is one of `allowed` exactly (scheme, host and port): the only origin the embed
 * posts to and accepts commands from. `null` and "null" (sandboxed or file pages) never are.
 */
export function isAllowedOrigin(origin: string | null | undefined, allowed: readonly string[]): origin is string {
  return typeof origin === 'string' && origin !== 'null' && allowed.includes(origin);
}

/**
 * The parent page's origin: the browser's `ancestorOrigins` when it has them (Chromium, Safari),
 * else the origin of `document.referrer` (the host sends at least its origin under the default
 * Referrer-Policy). Null when neither says, or when it is not on the allowed list.
 */
export function parentOrigin(
  ancestorOrigins: readonly string[] | null,
  referrer: string,
  allowed: readonly string[],
): string | null {
  const candidate = ancestorOrigins && ancestorOrigins.length > 0 ? ancestorOrigins[0] : originOf(referrer);
  return isAllowedOrigin(candidate, allowed) ? candidate : null;
}

function originOf(url: string): string | null {
  if (url === '') return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
