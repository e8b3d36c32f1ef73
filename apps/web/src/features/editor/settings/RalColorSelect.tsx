import { isPaletteColor } from '@bar/domain/commands/colors';
import { ColorSwatch, Group, Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useEditor } from '../store/editorStore.ts';

type Option = { value: string; label: string; hex: string };

/** The RAL palette of the catalogue (K3: never dg or plt), searchable by code and name, each with its swatch. */
export function RalColorSelect(props: {
  label: string;
  value: string;
  disabled: boolean;
  onChange: (code: string) => void;
  testId: string;
}) {
  const catalogue = useEditor((state) => state.catalogue);
  const options = useMemo<Option[]>(() => {
    if (!catalogue) return [];
    return catalogue.colors
      .filter((color) => isPaletteColor(catalogue, color.code))
      .map((color) => ({ value: color.code, label: `RAL ${color.code} ${color.name}`, hex: color.hex }));
  }, [catalogue]);
  const hexOf = useMemo(() => new Map(options.map((option) => [option.value, option.hex])), [options]);
  const currentHex = hexOf.get(props.value);

  return (
    <Select
      size="xs"
      label={props.label}
      data={options}
      value={props.value}
      searchable
      allowDeselect={false}
      disabled={props.disabled}
      nothingFoundMessage="—"
      maxDropdownHeight={280}
      leftSection={currentHex ? <ColorSwatch color={currentHex} size={14} /> : null}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch color={hexOf.get(option.value) ?? '#fff'} size={16} />
          <Text size="xs">{option.label}</Text>
        </Group>
      )}
      onChange={(code) => {
        if (code && code !== props.value) props.onChange(code);
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid={props.testId}
    />
  );
}
