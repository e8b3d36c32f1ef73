import { z } from 'zod';

/**
 * The messages of the request schemas are not texts but keys of the server's message catalogue
 * (apps/server/src/i18n), which renders them in the request's language. A key with values travels
 * as `key {"field":"field.street","max":255}`; a value that is itself a key (a field name) is
 * translated too. Every key here must have its six texts on the server (the catalogue's type says
 * so), and the web never shows a schema message: it maps the issue type to its own texts.
 */
export const CONTRACT_MESSAGE_KEYS = [
  // zod's own issues (see issueMessage)
  'validation.required',
  'validation.expectedString',
  'validation.expectedNumber',
  'validation.expectedInteger',
  'validation.expectedBoolean',
  'validation.expectedArray',
  'validation.expectedObject',
  'validation.tooShort',
  'validation.tooLong',
  'validation.tooSmall',
  'validation.tooSmallExclusive',
  'validation.tooBig',
  'validation.tooBigExclusive',
  'validation.tooFewItems',
  'validation.tooManyItems',
  'validation.email',
  'validation.url',
  'validation.format',
  'validation.invalidChoice',
  'validation.unknownField',
  'validation.multipleOf',
  'validation.invalid',
  // the schemas' own messages
  'validation.fieldRequired',
  'validation.fieldRequiredWithAddress',
  'validation.fieldMax',
  'validation.fieldMin',
  'validation.fieldEmail',
  'validation.fieldSingleLine',
  'validation.inputMax',
  'validation.inputTooShort',
  'validation.validEmail',
  'validation.validPhone',
  'validation.nameOrOrganization',
  'validation.passwordMismatch',
  'validation.chooseAddress',
  'validation.chooseTimeWindow',
  'validation.chooseTopic',
  'validation.consentContact',
  'validation.messageText',
  'validation.idTooLarge',
  'validation.notRecordId',
  'validation.idCharacters',
  'validation.safeUrl',
  'validation.nulCharacter',
  'validation.loneSurrogate',
  'validation.documentNotObject',
  'validation.documentVersion',
  'validation.fieldText',
  'validation.fieldNotEmpty',
  'validation.fieldBoolean',
  'validation.fieldInvalid',
  'validation.fieldWholeNumber',
  'validation.fieldAtLeast',
  'validation.fieldAtMost',
  'validation.fieldList',
  'validation.textMax',
  'validation.nameRequired',
  'validation.germanRequired',
  'validation.languageNameRequired',
  'validation.languageDescriptionRequired',
  'validation.languageTranslationRequired',
  'validation.translationsRequired',
  'validation.colorCode',
  'validation.hexColour',
  'validation.partNumberRequired',
  'validation.partNumberMin',
  'validation.partNumberDuplicate',
  'validation.mountChoice',
  'validation.noMount',
  'validation.chooseType',
  'validation.choosePart',
  'validation.choosePartAndQuantity',
  'validation.chooseSide',
  'validation.allowedRowsList',
  'validation.sectionId',
  'validation.chooseSectionType',
  'validation.sectionsMax',
  'validation.sectionTwice',
  'validation.contentTextRequired',
  'validation.contentUrlRequired',
  'validation.contentItemsRequired',
  'validation.eachCountryText',
  'validation.countryNotEmpty',
  'validation.countryMax',
  'validation.countriesList',
  'validation.countriesMax',
  'validation.countryUnknown',
  'validation.sortFormat',
  'validation.jsonPointer',
  'validation.pathNotAllowed',
  'validation.valueRequired',
  'validation.patchEmpty',
  'validation.patchTooLong',
  'validation.ifMatchRequired',
  'validation.ifMatchFormat',
  'validation.dealerName',
  'validation.dealerTaken',
  'validation.embedOrigin',
  'validation.embedOriginTaken',
  'validation.embedLogo',
  'validation.themeColour',
  // field names, the `field` value of the messages above
  'field.email',
  'field.reply',
  'field.note',
  'field.eMail',
  'field.contactEmail',
  'field.password',
  'field.currentPassword',
  'field.token',
  'field.locale',
  'field.street',
  'field.postalCode',
  'field.city',
  'field.country',
  'field.bar',
  'field.message',
  'field.name',
  'field.phone',
  'field.givenName',
  'field.familyName',
  'field.organization',
  'field.code',
  'field.hex',
  'field.active',
  'field.isActive',
  'field.isAdmin',
  'field.verified',
  'field.status',
  'field.description',
  'field.partNumber',
  'field.price',
  'field.weight',
  'field.width',
  'field.height',
  'field.depth',
  'field.packedSize',
  'field.innerSize',
  'field.maxLoad',
  'field.watts',
  'field.length',
  'field.payload',
  'field.cargo',
  'field.heightUnits',
  'field.quantity',
  'field.variants',
  'field.parts',
  'field.sections',
  'field.thumbnail',
  // language names, the `language` value of the messages above
  'language.de',
  'language.en',
  'language.fr',
  'language.it',
  'language.es',
  'language.pt',
] as const;
export type ContractMessageKey = (typeof CONTRACT_MESSAGE_KEYS)[number];

export type MessageValues = Record<string, string | number>;

/** A message kept as its catalogue key and values until the request's language is known. */
export function encodeMessage(key: string, values?: MessageValues): string {
  return values ? `${key} ${JSON.stringify(values)}` : key;
}

/** A schema message: the catalogue key, and its values when it has placeholders. */
export function msg(key: ContractMessageKey, values?: MessageValues): string {
  return encodeMessage(key, values);
}

const ENCODED = /^([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)(?: (\{.*\}))?$/s;

/** `msg`'s output read back, or null for any other text (a literal message is shown as it is). */
export function parseMessage(text: string): { key: string; values: MessageValues } | null {
  const match = ENCODED.exec(text);
  if (!match?.[1]) return null;
  if (!match[2]) return { key: match[1], values: {} };
  try {
    const values: unknown = JSON.parse(match[2]);
    if (typeof values !== 'object' || values === null || Array.isArray(values)) return null;
    return { key: match[1], values: values as MessageValues };
  } catch {
    return null;
  }
}

type Issue = z.core.$ZodRawIssue;

const EXPECTED: Record<string, ContractMessageKey> = {
  string: 'validation.expectedString',
  number: 'validation.expectedNumber',
  int: 'validation.expectedInteger',
  bigint: 'validation.expectedInteger',
  boolean: 'validation.expectedBoolean',
  array: 'validation.expectedArray',
  tuple: 'validation.expectedArray',
  set: 'validation.expectedArray',
  object: 'validation.expectedObject',
  record: 'validation.expectedObject',
  map: 'validation.expectedObject',
};

function sizeMessage(issue: Issue & { origin?: string; inclusive?: boolean }, limit: number, low: boolean): string {
  if (issue.origin === 'string')
    return msg(low ? 'validation.tooShort' : 'validation.tooLong', { [low ? 'min' : 'max']: limit });
  if (issue.origin === 'array' || issue.origin === 'set')
    return msg(low ? 'validation.tooFewItems' : 'validation.tooManyItems', { [low ? 'min' : 'max']: limit });
  if (low)
    return msg(issue.inclusive === false ? 'validation.tooSmallExclusive' : 'validation.tooSmall', { min: limit });
  return msg(issue.inclusive === false ? 'validation.tooBigExclusive' : 'validation.tooBig', { max: limit });
}

/** The catalogue message of one of zod's own issues (those a schema gave no message of its own). */
export function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return msg('validation.required');
      return msg(EXPECTED[issue.expected] ?? 'validation.invalid');
    case 'too_small':
      return sizeMessage(issue, Number(issue.minimum), true);
    case 'too_big':
      return sizeMessage(issue, Number(issue.maximum), false);
    case 'invalid_format':
      if (issue.format === 'email') return msg('validation.email');
      if (issue.format === 'url') return msg('validation.url');
      return msg('validation.format');
    case 'invalid_value':
      return msg('validation.invalidChoice');
    case 'unrecognized_keys':
      return msg('validation.unknownField');
    case 'not_multiple_of':
      return msg('validation.multipleOf', { divisor: Number(issue.divisor) });
    default:
      return msg('validation.invalid');
  }
}

/** Makes every zod message of this process a catalogue key (the server calls it once at start). */
export function configureCatalogueMessages(): void {
  z.config({ customError: issueMessage });
}
