import type { BarPatchResult } from '@bar/contracts/barPatch';
import type { BarDto, UpdateBarRequest } from '@bar/contracts/bars';
import { computePartsList } from '@bar/domain/partsList';
import jsonPatch from 'fast-json-patch';
import type { AutosaveDeps } from '../../src/features/editor/autosave/autosaveController.ts';
import { documentOf } from '../../src/features/editor/store/documentOf.ts';
import type { JsonPatchOperation } from '../../src/features/editor/store/patches.ts';
import { barDto, catalogue } from './editorKit.ts';

/** A save request as the server received it (JSON, as it went over the wire). */
export type SentSave =
  | { method: 'PUT'; version: number; body: UpdateBarRequest }
  | { method: 'PATCH'; version: number; operations: JsonPatchOperation[]; bytes: number };

/** A failure as `describeError` reads it. */
export type FakeError = { status: number; body: unknown };

const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value));

/**
 * A value with its objects' members in the order PostgreSQL's `jsonb` keeps them (shorter keys
 * first, then by their bytes), which is how the real server answers: a member added by the client
 * comes back elsewhere in the object than the client put it.
 */
export function inJsonbOrder<T>(value: T): T {
  if (Array.isArray(value)) return value.map(inJsonbOrder) as T;
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value).sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(keys.map((key) => [key, inJsonbOrder((value as Record<string, unknown>)[key])])) as T;
}

export type FakeSaveServerOptions = {
  /** Store the bar as `jsonb` does, members reordered (the real server); by default as sent. */
  isJsonbOrdered?: boolean;
};

/**
 * The bar save endpoints as the server answers them: `PUT` merges the fields it is sent, `PATCH`
 * applies the operations (all or none, 422 when one cannot apply), both refuse a stale version
 * with 409 and the bar as stored. `pause()` holds every request until the returned release.
 */
export function fakeSaveServer(initial: BarDto = barDto(), options: FakeSaveServerOptions = {}) {
  const ordered = <T>(value: T): T => (options.isJsonbOrdered ? inJsonbOrder(value) : value);
  let stored: BarDto = ordered(asJson(initial));
  /** Every version stored, by its number. */
  const versions = new Map<number, BarDto>([[stored.version, stored]]);
  const sent: SentSave[] = [];
  let gate: Promise<void> = Promise.resolve();

  const stale = (): FakeError => ({ status: 409, body: { message: 'changed meanwhile', data: asJson(stored) } });
  function store(next: BarDto): void {
    stored = ordered({
      ...next,
      version: stored.version + 1,
      parts: computePartsList(documentOf(next), catalogue, 'en'),
    });
    versions.set(stored.version, stored);
  }

  const save: AutosaveDeps['save'] = async (_id, _token, body) => {
    const received = asJson(body);
    sent.push({ method: 'PUT', version: received.version, body: received });
    await gate;
    if (received.version !== stored.version) throw stale();
    const { version: _version, ...fields } = received;
    store({ ...stored, ...(fields as Partial<BarDto>) });
    return asJson(stored);
  };

  const patch: AutosaveDeps['patch'] = async (_id, _token, version, operations) => {
    const payload = JSON.stringify(operations);
    const received = JSON.parse(payload) as JsonPatchOperation[];
    sent.push({ method: 'PATCH', version, operations: received, bytes: payload.length });
    await gate;
    if (version !== stored.version) throw stale();
    let next: BarDto;
    try {
      next = jsonPatch.applyPatch(asJson(stored), received, true, true, true).newDocument;
    } catch {
      throw { status: 422, body: { message: 'This path does not exist in the configuration.' } } satisfies FakeError;
    }
    store(next);
    const result: BarPatchResult = {
      version: stored.version,
      parts: stored.parts,
      packaging_recommendation: [],
      transport: { bags: stored.transport.bags.length, volume_l: 0, weight_g: stored.transport.weight_g, vehicles: [] },
      power: stored.power,
      warnings: [],
    };
    return result;
  };

  return {
    save,
    patch,
    sent,
    stored: () => stored,
    /** The bar as stored at `version` (undefined for one never stored). */
    storedAt: (version: number): BarDto | undefined => versions.get(version),
    /** Another tab or device saves `change` of the stored bar (a new version). */
    changeElsewhere: (change: (bar: BarDto) => BarDto) => store(change(asJson(stored))),
    /** Holds the requests from now on until the returned function is called. */
    pause: (): (() => void) => {
      let release: () => void = () => undefined;
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        release();
        gate = Promise.resolve();
      };
    },
  };
}
