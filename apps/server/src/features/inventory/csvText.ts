import { parse } from 'csv-parse/sync';

/** Why the bytes of an import are not a CSV text: a charset no decoder knows, or bytes that are no text in it. */
export type CsvProblem =
  | { ok: false; problem: 'unknownCharset'; charset: string }
  | { ok: false; problem: 'unreadable' };

/** `lines[i]`: the line of the file row `i` ends on (blank lines are skipped, so it may be more than i + 1). */
export type CsvRowsResult = { ok: true; rows: string[][]; lines: number[] } | CsvProblem;

/** Byte order marks: they name the encoding whatever the header says (as the WHATWG `decode` does). */
const BYTE_ORDER_MARKS: { bytes: number[]; encoding: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

/** The `charset` parameter of a Content-Type header, without quotes; undefined when none is given. */
export function declaredCharset(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  const charset = match?.[1] ?? match?.[2];
  return charset ? charset.trim() : undefined;
}

function encodingOf(bytes: Uint8Array, charset: string | undefined): string | undefined {
  const marked = BYTE_ORDER_MARKS.find((mark) => mark.bytes.every((byte, index) => bytes[index] === byte));
  return marked?.encoding ?? charset;
}

/** Strict decoding: a byte sequence the encoding does not allow makes the file unreadable, not "�". */
function decode(bytes: Uint8Array, encoding: string): string {
  return new TextDecoder(encoding, { fatal: true }).decode(bytes);
}

/**
 * The text of an uploaded CSV file: in the encoding its byte order mark names, else in the
 * declared `charset` (any label the WHATWG Encoding Standard knows: `iso-8859-1`, `windows-1252`,
 * `utf-16`, ...), else UTF-8, or Windows-1252 when the bytes are no UTF-8 (what spreadsheet programs
 * in Western Europe write as "CSV").
 */
export function csvText(bytes: Uint8Array, contentType: string | undefined): { ok: true; text: string } | CsvProblem {
  const charset = declaredCharset(contentType);
  const encoding = encodingOf(bytes, charset);
  if (encoding !== undefined) {
    try {
      new TextDecoder(encoding);
    } catch {
      return { ok: false, problem: 'unknownCharset', charset: encoding };
    }
    try {
      return { ok: true, text: decode(bytes, encoding) };
    } catch {
      return { ok: false, problem: 'unreadable' };
    }
  }
  try {
    return { ok: true, text: decode(bytes, 'utf-8') };
  } catch {
    return { ok: true, text: decode(bytes, 'windows-1252') };
  }
}

const newlines = (text: string) => text.split('\n').length - 1;

/**
 * The line each record starts on, from the records' raw text: a record's raw text begins with the
 * blank lines skipped before it, and a quoted cell may span lines. (csv-parse's own `info.lines`
 * is read ahead of the record and does not give this.)
 */
function startLines(raws: readonly string[]): number[] {
  let consumed = 0;
  return raws.map((raw) => {
    const line = consumed + newlines(/^(?:\r?\n)*/.exec(raw)?.[0] ?? '') + 1;
    consumed += newlines(raw);
    return line;
  });
}

/** The cells of an uploaded CSV file (comma, semicolon or tab between fields), or why it cannot be read. */
export function csvRows(bytes: Uint8Array, contentType: string | undefined): CsvRowsResult {
  const decoded = csvText(bytes, contentType);
  if (!decoded.ok) return decoded;
  try {
    // With `raw`, each record comes as { record, raw }; the library's types say string[][] for any options.
    const records = parse(decoded.text, {
      bom: true,
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      skip_empty_lines: true,
      raw: true,
    }) as unknown as { record: string[]; raw: string }[];
    return { ok: true, rows: records.map(({ record }) => record), lines: startLines(records.map(({ raw }) => raw)) };
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
}
