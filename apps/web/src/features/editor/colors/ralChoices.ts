/** A colour one can order: its RAL number, its name and a screen approximation for the swatch. */
export type RalChoice = { code: string; name: string; hex: string };

/** RAL Classic's families by the number's first digit, in the order of the RAL card. */
export const RAL_FAMILIES = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export type RalFamily = (typeof RAL_FAMILIES)[number];

export type RalGroup = { key: 'inBar' | RalFamily; choices: RalChoice[] };

/** Longest query looked at: a RAL number with its name fits well inside it. */
const MAX_QUERY = 60;

function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Whether a colour matches what the user typed: every word of the query is found in "RAL <number>
 * <name>", so "3020", "ral 30", "traffic red" and "red 30" all find RAL 3020 Traffic red; case and
 * accents do not count.
 */
export function matchesRalQuery(choice: RalChoice, query: string): boolean {
  const words = folded(query.slice(0, MAX_QUERY)).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded(`ral ${choice.code} ${choice.name}`);
  return words.every((word) => haystack.includes(word));
}

function familyOf(code: string): RalFamily | null {
  const first = code.charAt(0);
  return (RAL_FAMILIES as readonly string[]).includes(first) ? (first as RalFamily) : null;
}

/**
 * The colours a picker lists for a query: first those the bar already uses (a colour is usually
 * repeated), then every colour in its RAL family (yellows, oranges, reds, …), each in the
 * catalogue's order; groups left empty by the query are dropped.
 */
export function ralGroups(choices: readonly RalChoice[], query: string, inBar: readonly string[]): RalGroup[] {
  const found = choices.filter((choice) => matchesRalQuery(choice, query));
  const used = new Set(inBar);
  const groups: RalGroup[] = [{ key: 'inBar', choices: found.filter((choice) => used.has(choice.code)) }];
  for (const family of RAL_FAMILIES)
    groups.push({ key: family, choices: found.filter((choice) => familyOf(choice.code) === family) });
  return groups.filter((group) => group.choices.length > 0);
}
