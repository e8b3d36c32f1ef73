import type { BarDocument, BaseModuleInstance, Branding } from './document.ts';

/** How a module of one document stands in another (compared by module id). */
export type ModuleChange = 'added' | 'removed' | 'changed';

export type ModuleChanges = { added: string[]; removed: string[]; changed: string[] };

type ModuleContent = { module: Omit<BaseModuleInstance, 'neighbours'>; brandings: Branding[] };

/**
 * What each module holds, by id: the module without its neighbours (they are derived from the
 * positions, so a new module beside it would otherwise count as a change of it) and the brandings
 * that name it.
 */
function contents(doc: BarDocument): Map<string, string> {
  const out = new Map<string, string>();
  for (const side of [doc.front, doc.back]) {
    for (const instance of side.baseModules) {
      const { neighbours: _neighbours, ...module } = instance;
      const content: ModuleContent = {
        module,
        brandings: side.brandings.filter((branding) => branding.base_module_id === instance.id),
      };
      out.set(instance.id, JSON.stringify(content));
    }
  }
  return out;
}

/**
 * The modules that differ from `a` to `b`, by module id: added (only in b), removed (only in a)
 * and changed (in both, with different content: position, rotation, colour, anything mounted on
 * it or a branding on it). Each list is in document order; a document compared with itself has none.
 */
export function changedModules(a: BarDocument, b: BarDocument): ModuleChanges {
  const before = contents(a);
  const after = contents(b);
  const changes: ModuleChanges = { added: [], removed: [], changed: [] };
  for (const [id, content] of after) {
    const old = before.get(id);
    if (old === undefined) changes.added.push(id);
    else if (old !== content) changes.changed.push(id);
  }
  for (const id of before.keys()) if (!after.has(id)) changes.removed.push(id);
  return changes;
}
