import type { PatchOperation } from '@bar/contracts/barPatch';
import { measureJson } from './jsonMeasure.ts';
import { pointerKeys } from './jsonPointer.ts';

/** Why an operation cannot apply (RFC 6902), or why the patch is refused as a whole. */
export type PatchRefusalReason =
  | 'pathMissing'
  | 'fromMissing'
  | 'cannotAdd'
  | 'badIndex'
  | 'indexBeyond'
  | 'testFailed'
  | 'invalid'
  | 'tooLarge'
  | 'tooDeep';

export type PatchLimits = {
  /** Bytes the patched document may have at most, counted as the operations write (see applyPatch). */
  maxBytes: number;
  /** Levels of objects and arrays the patched document may nest at most. */
  maxDepth: number;
};

export type PatchOutcome =
  | {
      ok: true;
      /** The patched document; each call copies the ways to the changed values afresh (see `detached`). */
      patched: () => Record<string, unknown>;
      bytes: number;
    }
  | { ok: false; index: number; reason: PatchRefusalReason; bytes: number };

type Container = Record<string, unknown> | unknown[];

class Refusal {
  constructor(readonly reason: PatchRefusalReason) {}
}

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return isContainer(value) && !Array.isArray(value);
}

// RFC 6901 array indexes: no sign, no leading zero.
const ARRAY_INDEX = /^(?:0|[1-9][0-9]{0,8})$/;

/** `key` as an index of `array`, or null when it is no index. */
function indexOf(key: string): number | null {
  return ARRAY_INDEX.test(key) ? Number(key) : null;
}

/** Whether `container` holds `key` itself (a JSON value, never something inherited). */
function holds(container: Container, key: string): boolean {
  if (Array.isArray(container)) {
    const index = indexOf(key);
    return index !== null && index < container.length;
  }
  return Object.hasOwn(container, key);
}

function valueAt(container: Container, key: string): unknown {
  return (container as Record<string, unknown>)[key];
}

function jsonEquals(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (!isContainer(left) || !isContainer(right) || Array.isArray(left) !== Array.isArray(right)) return false;
  const leftKeys = Object.keys(left);
  if (leftKeys.length !== Object.keys(right).length) return false;
  return leftKeys.every((key) => holds(right, key) && jsonEquals(valueAt(left, key), valueAt(right, key)));
}

/**
 * RFC 6902 operations applied in order to a document whose parts are shared (a cached stored
 * document): no part of it is changed, each operation copies the objects and arrays on the way to
 * what it changes (once: a copy made here is changed in place until a `copy` shares it). A `copy`
 * shares its source instead of cloning it; nothing shared is ever changed.
 *
 * The work is bounded by what the patch may produce, counted as it goes (`bytes`): the document's
 * own size, plus the JSON bytes each `add`, `replace` and `copy` writes, plus one per slot an
 * operation copies or shifts on its way (a slot holds a byte at least); past `limits.maxBytes` the
 * patch is refused (`tooLarge`), as it is when it would nest deeper than `limits.maxDepth`
 * (`tooDeep`). Paths and values are checked once, without cloning the document.
 */
export class BoundedPatch {
  private bytes = 0;
  // Containers made here that nothing else holds: changed in place. A `copy` may share them; then none is.
  private owned = new WeakSet<object>();
  // Every container made here (never measured for good: it may still change).
  private readonly made = new WeakSet<object>();
  private root: Record<string, unknown>;

  private constructor(
    document: Record<string, unknown>,
    private readonly limits: PatchLimits,
  ) {
    this.root = this.own({ ...document });
    this.charge(this.measure(this.root).bytes);
  }

  /** `document` with `operations` applied, all or none; `document` and its parts are left as they are. */
  static apply(
    document: Record<string, unknown>,
    operations: readonly PatchOperation[],
    limits: PatchLimits,
  ): PatchOutcome {
    let patch: BoundedPatch;
    try {
      patch = new BoundedPatch(document, limits);
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, index: 0, reason: error.reason, bytes: 0 };
      throw error;
    }
    for (const [index, operation] of operations.entries()) {
      try {
        patch.applyOne(operation);
      } catch (error) {
        if (error instanceof Refusal) return { ok: false, index, reason: error.reason, bytes: patch.bytes };
        throw error;
      }
    }
    return { ok: true, patched: () => patch.detached(operations), bytes: patch.bytes };
  }

  private own<T extends Container>(container: T): T {
    this.owned.add(container);
    this.made.add(container);
    return container;
  }

  private charge(bytes: number): void {
    this.bytes += bytes;
    if (this.bytes > this.limits.maxBytes) throw new Refusal('tooLarge');
  }

  /** A container of the working document that may be changed in place, copied into `parent` first when shared. */
  private ownedChild(parent: Container, key: string, child: Container): Container {
    if (this.owned.has(child)) return child;
    this.charge(Array.isArray(child) ? child.length : Object.keys(child).length);
    const copy = this.own(Array.isArray(child) ? child.slice() : { ...child });
    (parent as Record<string, unknown>)[key] = copy;
    return copy;
  }

  /**
   * The container that holds what `keys` names, made changeable on the way (null when the way
   * ends before it), and how deep it lies.
   */
  private parentOf(keys: readonly string[]): { parent: Container; depth: number } | null {
    let node: Container = this.root;
    for (const key of keys.slice(0, -1)) {
      if (!holds(node, key)) return null;
      const child = valueAt(node, key);
      if (!isContainer(child)) return null;
      node = this.ownedChild(node, key, child);
    }
    return { parent: node, depth: keys.length };
  }

  /** The value `pointer` names, without changing anything, or undefined. */
  private valueOf(pointer: string): unknown {
    let node: unknown = this.root;
    for (const key of pointerKeys(pointer)) {
      if (!isContainer(node) || !holds(node, key)) return undefined;
      node = valueAt(node, key);
    }
    return node;
  }

  /** Charges `value` placed `depth` levels down: its bytes, and refuses it when the document would nest too deeply. */
  private chargeValue(value: unknown, depth: number): void {
    const measure = this.measure(value);
    this.checkDepth(depth + measure.depth);
    this.charge(measure.bytes);
  }

  private measure(value: unknown) {
    return measureJson(value, (node) => this.made.has(node));
  }

  private checkDepth(depth: number): void {
    if (depth > this.limits.maxDepth) throw new Refusal('tooDeep');
  }

  private applyOne(operation: PatchOperation): void {
    const keys = pointerKeys(operation.path);
    if (keys.some((key) => key === '__proto__')) throw new Refusal('invalid');
    switch (operation.op) {
      case 'test': {
        const found = this.valueOf(operation.path);
        if (found === undefined) throw new Refusal('pathMissing');
        if (!jsonEquals(found, operation.value)) throw new Refusal('testFailed');
        break;
      }
      case 'add':
      case 'replace':
        if (keys.length === 0) this.replaceRoot(operation.value);
        else {
          this.chargeValue(operation.value, keys.length);
          this.place(operation.op, keys, operation.value);
        }
        break;
      case 'remove':
        if (keys.length === 0) throw new Refusal('invalid');
        this.removeAt(keys, 'pathMissing');
        break;
      case 'copy':
        this.copy(operation.from, keys);
        break;
      case 'move':
        this.move(operation.from, operation.path, keys);
        break;
    }
  }

  private copy(from: string, keys: readonly string[]): void {
    const value = this.valueOf(from);
    if (value === undefined) throw new Refusal('fromMissing');
    if (keys.length === 0) {
      this.replaceRoot(value);
      return;
    }
    this.chargeValue(value, keys.length);
    // The value is now held twice: nothing made so far may change in place any more.
    if (isContainer(value)) this.owned = new WeakSet([this.root]);
    // The whole document is changed in place (it is never shared): a copy of it is placed.
    const placed = value === this.root ? this.madeCopy(this.root) : value;
    this.place('add', keys, placed);
  }

  private madeCopy(root: Record<string, unknown>): Record<string, unknown> {
    const copy = { ...root };
    this.made.add(copy);
    return copy;
  }

  private move(from: string, path: string, keys: readonly string[]): void {
    if (this.valueOf(from) === undefined) throw new Refusal('fromMissing');
    if (path === from) return;
    if (path.startsWith(`${from}/`) || keys.length === 0) throw new Refusal('invalid');
    const value = this.removeAt(pointerKeys(from), 'fromMissing');
    this.checkDepth(keys.length + this.measure(value).depth);
    this.place('add', keys, value);
  }

  private replaceRoot(value: unknown): void {
    if (!isPlainObject(value)) throw new Refusal('invalid');
    this.chargeValue(value, 0);
    this.root = this.own({ ...value });
  }

  /** Adds or replaces `value` at `keys` (not empty). */
  private place(op: 'add' | 'replace', keys: readonly string[], value: unknown): void {
    const way = this.parentOf(keys);
    if (!way) throw new Refusal(op === 'add' ? 'cannotAdd' : 'pathMissing');
    const { parent } = way;
    const key = keys.at(-1) as string;
    if (key === '__proto__') throw new Refusal('invalid');
    if (!Array.isArray(parent)) {
      if (op === 'replace' && !Object.hasOwn(parent, key)) throw new Refusal('pathMissing');
      parent[key] = value;
      return;
    }
    if (op === 'replace') {
      const index = indexOf(key);
      if (index === null || index >= parent.length) throw new Refusal('pathMissing');
      parent[index] = value;
      return;
    }
    const index = key === '-' ? parent.length : indexOf(key);
    if (index === null) throw new Refusal('badIndex');
    if (index > parent.length) throw new Refusal('indexBeyond');
    this.charge(parent.length - index);
    parent.splice(index, 0, value);
  }

  /** Removes what `keys` (not empty) names and returns it; `missing` when there is nothing. */
  private removeAt(keys: readonly string[], missing: PatchRefusalReason): unknown {
    const way = this.parentOf(keys);
    const key = keys.at(-1) as string;
    if (!way || !holds(way.parent, key)) throw new Refusal(missing);
    const { parent } = way;
    if (Array.isArray(parent)) {
      const index = Number(key);
      this.charge(parent.length - index);
      return parent.splice(index, 1)[0];
    }
    const value = parent[key];
    delete parent[key];
    return value;
  }

  /**
   * The result, with fresh copies of the containers on the way to every changed value: whoever
   * checks it may replace the parts that hold a change (see checkPatchedDocument) without
   * reaching anything shared.
   */
  private detached(operations: readonly PatchOperation[]): Record<string, unknown> {
    const root: Record<string, unknown> = { ...this.root };
    const fresh = new WeakSet<object>([root]);
    for (const operation of operations) {
      if (operation.op === 'test') continue;
      const pointers = operation.op === 'move' ? [operation.path, operation.from] : [operation.path];
      for (const pointer of pointers) {
        let node: Container = root;
        for (const key of pointerKeys(pointer).slice(0, -1)) {
          if (!holds(node, key)) break;
          const child = valueAt(node, key);
          if (!isContainer(child)) break;
          if (!fresh.has(child)) {
            const copy = Array.isArray(child) ? child.slice() : { ...child };
            fresh.add(copy);
            (node as Record<string, unknown>)[key] = copy;
            node = copy;
          } else node = child;
        }
      }
    }
    return root;
  }
}
