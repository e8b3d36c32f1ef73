import { isPaletteColor } from '@bar/domain/commands/colors';
import { COLOR_KEYS } from '@bar/domain/document';
import { ColorSwatch, Combobox, Group, InputBase, ScrollArea, Text, useCombobox } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorShallow, useEditorStore } from '../store/editorContext.tsx';
import { type RalChoice, ralGroups } from './ralChoices.ts';

/** The colours one can order (K3: never dg or plt), in the catalogue's order. */
function usePalette(): RalChoice[] {
  const catalogue = useEditorStore((state) => state.catalogue);
  return useMemo(
    () =>
      catalogue
        ? catalogue.colors
            .filter((color) => isPaletteColor(catalogue, color.code))
            .map((color) => ({ code: color.code, name: color.name, hex: color.hex }))
        : [],
    [catalogue],
  );
}

/** The colours the bar's keys hold now, each once. */
function useColoursInBar(): string[] {
  return useEditorShallow((state) => {
    const colors = state.doc?.settings.colors;
    return colors ? [...new Set(COLOR_KEYS.map((key) => colors[key]))] : [];
  });
}

/** Black or white, whichever reads better on a colour (its relative luminance). */
function readableOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0) > 0.5 ? '#000' : '#fff';
}

function ChoiceLine({ choice, size, isChosen = false }: { choice: RalChoice; size: number; isChosen?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {/* The swatch's inset shadow keeps white and very light colours visible on the white list. */}
      <ColorSwatch color={choice.hex} size={size} style={{ flexShrink: 0 }}>
        {isChosen ? <IconCheck size={size * 0.6} color={readableOn(choice.hex)} aria-hidden /> : null}
      </ColorSwatch>
      <Text size="xs" fw={600} style={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}>
        RAL {choice.code}
      </Text>
      <Text size="xs" truncate>
        {choice.name}
      </Text>
    </Group>
  );
}

/**
 * A RAL colour: the field shows the chosen colour's swatch, number and name; its list has a search
 * (number or name), the colours already on the bar first, then the RAL families, each colour with
 * its swatch. Keyboard: Enter or Space opens, typing searches, arrows move, Enter chooses, Escape closes.
 */
export function RalColorPicker(props: {
  label: string;
  value: string;
  disabled: boolean;
  onChange: (code: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const palette = usePalette();
  const inBar = useColoursInBar();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => {
      // Emptied as the list opens, not as it closes: the closing list would be drawn once more with
      // every colour (over 200 lines) in the same task as the choice, delaying its paint by seconds.
      setQuery('');
      combobox.focusSearchInput();
      combobox.updateSelectedOptionIndex('active');
    },
  });
  const current = palette.find((choice) => choice.code === props.value);
  const groups = useMemo(() => ralGroups(palette, query, inBar), [palette, query, inBar]);

  return (
    <Combobox
      store={combobox}
      withinPortal
      position="bottom-start"
      onOptionSubmit={(code) => {
        combobox.closeDropdown();
        if (code !== props.value) props.onChange(code);
      }}
    >
      <Combobox.Target targetType="button">
        <InputBase
          component="button"
          type="button"
          size="xs"
          pointer
          label={props.label}
          disabled={props.disabled}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          data-testid={props.testId}
          data-value={props.value}
        >
          {current ? <ChoiceLine choice={current} size={14} /> : <Text size="xs">RAL {props.value}</Text>}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown miw={300}>
        <Combobox.Search
          id={searchId}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            combobox.updateSelectedOptionIndex();
          }}
          placeholder={t('colorPicker.search')}
          aria-label={`${props.label}: ${t('colorPicker.search')}`}
          maxLength={60}
          data-testid={`${props.testId}-search`}
        />
        <Combobox.Options aria-label={props.label}>
          <ScrollArea.Autosize mah={300} type="auto">
            {groups.length === 0 ? <Combobox.Empty>{t('colorPicker.nothingFound')}</Combobox.Empty> : null}
            {/* Lines only while the list is open: Mantine keeps a closed list in the page, and the
                settings' eleven pickers held over 2,000 hidden lines, each drawn again by a colour
                change (the colours on the bar come first in every list). */}
            {(combobox.dropdownOpened ? groups : []).map((group) => (
              <Combobox.Group key={group.key} label={t(`colorPicker.groups.${group.key}`)}>
                {group.choices.map((choice) => (
                  <Combobox.Option
                    key={`${group.key}-${choice.code}`}
                    value={choice.code}
                    active={choice.code === props.value}
                    aria-label={`RAL ${choice.code} ${choice.name}`}
                    data-testid={`${props.testId}-option-${choice.code}`}
                  >
                    <ChoiceLine choice={choice} size={22} isChosen={choice.code === props.value} />
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ))}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
