import { Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCoarsePointer } from '../../../../shared/coarsePointer.ts';
import { dispatch } from '../../commands.ts';
import type { Place } from '../../places/placeTypes.ts';
import { useEditor } from '../../store/editorStore.ts';
import { placeLabel } from '../placeLabel.ts';

/** The places of the mode in words: the same choice as clicking one in 3D. */
export function PlacePicker({ places, place }: { places: Place[]; place: Place | null }) {
  const { t } = useTranslation();
  const isCoarsePointer = useCoarsePointer();
  const moduleIds = useEditor(
    (state) => state.doc?.[state.side].baseModules.map((module) => module.id).join(',') ?? '',
  );
  const order = moduleIds.split(',');
  const moduleIndex = (id: string) => order.indexOf(id);
  if (places.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="places-empty">
        {t('modes.places.noneAvailable')}
      </Text>
    );
  }
  return (
    <div>
      <Select
        label={t('modes.places.title')}
        placeholder={t('modes.places.choose')}
        data={places.map((candidate) => ({ value: candidate.key, label: placeLabel(candidate, moduleIndex, t) }))}
        value={place?.key ?? null}
        onChange={(key) =>
          dispatch({ type: 'selectPlace', place: places.find((candidate) => candidate.key === key) ?? null })
        }
        searchable
        clearable
        size="xs"
        comboboxProps={{ withinPortal: true }}
        data-testid="place-select"
      />
      {place ? null : (
        <Text size="xs" c="dimmed" mt={4} data-testid="places-hint">
          {t(isCoarsePointer ? 'modes.places.hintTouch' : 'modes.places.hint')}
        </Text>
      )}
    </div>
  );
}
