import { Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../../i18n/index.ts';
import { useCoarsePointer } from '../../../../shared/coarsePointer.ts';
import { useDispatch } from '../../commands.ts';
import type { Place } from '../../places/placeTypes.ts';
import { useEditorStore } from '../../store/editorContext.tsx';
import { namePlaces } from '../placeNames.ts';

/** The places of the mode in words: the same choice as clicking one in 3D. */
export function PlacePicker({ places, place }: { places: Place[]; place: Place | null }) {
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const isCoarsePointer = useCoarsePointer();
  const doc = useEditorStore((state) => state.doc);
  const side = useEditorStore((state) => state.side);
  const catalogue = useEditorStore((state) => state.catalogue);
  const locale = currentLocale();
  const names = useMemo(
    () => (doc && catalogue ? namePlaces(places, { doc, side, catalogue, locale, t }) : new Map<string, string>()),
    [places, doc, side, catalogue, locale, t],
  );
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
        data={places.map((candidate) => ({ value: candidate.key, label: names.get(candidate.key) ?? '' }))}
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
