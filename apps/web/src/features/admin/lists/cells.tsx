import type { Cents, Grams } from '@bar/domain/units';
import { Badge, Group, Text } from '@mantine/core';
import { formatDateTime, formatEuro, formatKilograms } from '../../../ui/format.ts';

/** Shared cell content of the list pages: yes/no, money, weights, dates. */
export function YesNoBadge({ value, yes, no }: { value: boolean; yes: string; no: string }) {
  return (
    <Badge variant="light" color={value ? 'teal' : 'gray'} size="sm">
      {value ? yes : no}
    </Badge>
  );
}

export function money(amount: Cents, locale: string): string {
  return formatEuro(amount, locale);
}

export function kilograms(weight: Grams, locale: string): string {
  return `${formatKilograms(weight, locale)} kg`;
}

export function dateTime(iso: string, locale: string) {
  return (
    <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(iso, locale)}
    </Text>
  );
}

export function millimetres(values: number[], locale: string): string {
  const format = new Intl.NumberFormat(locale);
  return `${values.map((value) => format.format(value)).join(' × ')} mm`;
}

export function TwoLines({ main, sub }: { main: string; sub?: string | null }) {
  return (
    <Group gap={0} style={{ flexDirection: 'column', alignItems: 'flex-start' }}>
      <Text size="sm">{main}</Text>
      {sub && (
        <Text size="xs" c="dimmed">
          {sub}
        </Text>
      )}
    </Group>
  );
}

/** Select options for a filter whose values come from the contract, labelled by `label`. */
export function optionsOf(values: readonly string[], label: (value: string) => string) {
  return values.map((value) => ({ value, label: label(value) }));
}

/** A catalogue code (`bag-panels`): monospace, never broken at its hyphens. */
export function CodeText({ code, dimmed = false }: { code: string; dimmed?: boolean }) {
  return (
    <Text span size="xs" ff="monospace" c={dimmed ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {code}
    </Text>
  );
}

/** A catalogue entry's name with its code below (one column instead of two). */
export function NameWithCode({ name, code }: { name: string; code: string }) {
  return (
    <Group gap={0} style={{ flexDirection: 'column', alignItems: 'flex-start' }}>
      <Text size="sm">{name}</Text>
      <CodeText code={code} dimmed />
    </Group>
  );
}
