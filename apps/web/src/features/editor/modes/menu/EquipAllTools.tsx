import { Alert, Button, List, Select, Stack, Text } from '@mantine/core';
import { IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../../i18n/index.ts';
import { RuleCode } from '../../../../ui/RuleCode.tsx';
import { useDispatch } from '../../commands.ts';
import type { Place } from '../../places/placeTypes.ts';
import { useEditorStore, useEditorStoreApi } from '../../store/editorContext.tsx';
import { assemblyIdOfItem, type EquipAllReport, equipAllPlaces } from '../equipAll.ts';
import type { MenuItem } from '../menuItems.ts';
import { namePlaces } from '../placeNames.ts';

/**
 * Bar-top accessory modes: "Equip all bar tops" (spec section 4) with the chosen accessory (the
 * one chosen below or here). The report stays until the next edit of the bar, so an undo clears it.
 */
export function EquipAllTools({ canEdit, places, items }: { canEdit: boolean; places: Place[]; items: MenuItem[] }) {
  const dispatch = useDispatch();
  const editorStore = useEditorStoreApi();
  const { t } = useTranslation();
  const armedKey = useEditorStore((state) => state.armedItemKey);
  const doc = useEditorStore((state) => state.doc);
  // The revision counts local edits (an undo too) and not saves, which replace the document object.
  const revision = useEditorStore((state) => state.editRevision);
  const [shown, setShown] = useState<{ report: EquipAllReport; revision: number } | null>(null);
  const itemKey = items.some((item) => item.key === armedKey) ? armedKey : null;
  const assemblyId = assemblyIdOfItem(itemKey);
  const catalogue = useEditorStore((state) => state.catalogue);

  function onEquip(): void {
    if (assemblyId === null) return;
    const report = equipAllPlaces(places, assemblyId, editorStore.getState().dispatch);
    if (!report) return;
    if (!report.refusal) dispatch({ type: 'armItem', itemKey: null });
    setShown({ report, revision: editorStore.getState().editRevision });
  }

  const report = shown && shown.revision === revision ? shown.report : null;
  const named = [...places, ...(report?.refused.map((entry) => entry.place) ?? [])];
  const names =
    doc && catalogue
      ? namePlaces(
          named.filter((place, index) => named.findIndex((other) => other.key === place.key) === index),
          { doc, side: 'front', catalogue, locale: currentLocale(), t },
        )
      : new Map<string, string>();
  return (
    <Stack gap="xs">
      <Select
        size="xs"
        label={t('modes.equipAll.item')}
        placeholder={t('modes.equipAll.placeholder')}
        data={items.map((item) => ({ value: item.key, label: item.name }))}
        value={itemKey}
        onChange={(key) => dispatch({ type: 'armItem', itemKey: key })}
        disabled={!canEdit}
        comboboxProps={{ withinPortal: true }}
        data-testid="equip-all-item"
      />
      <Text size="xs" c="dimmed">
        {t('modes.equipAll.hint')}
      </Text>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconStack2 size={14} />}
        disabled={!canEdit || assemblyId === null}
        onClick={onEquip}
        data-testid="equip-all"
      >
        {t('modes.equipAll.button')}
      </Button>
      {report ? (
        <Alert
          color={report.refusal ? 'orange' : report.refused.length > 0 ? 'yellow' : 'teal'}
          title={
            report.refusal
              ? t('modes.equipAll.nothing')
              : t('modes.equipAll.summary', { placed: report.placed, refused: report.refused.length })
          }
          withCloseButton
          closeButtonLabel={t('shell.close')}
          onClose={() => setShown(null)}
          data-testid="equip-all-report"
        >
          {report.refusal ? (
            <>
              <Text size="xs" data-testid="equip-all-reason">
                {t(`refusals.${report.refusal.reason}`)}
              </Text>
              <RuleCode rule={report.refusal.rule} />
            </>
          ) : null}
          {report.refused.length > 0 ? (
            <List size="xs" spacing={2} mt={4}>
              {report.refused.map(({ place, reason, rule }) => (
                <List.Item key={place.key} data-testid="equip-all-refused" data-rule={rule}>
                  <span data-testid="equip-all-line">
                    {t('modes.equipAll.line', { place: names.get(place.key) ?? '', reason: t(`refusals.${reason}`) })}
                  </span>
                  <RuleCode rule={rule} />
                </List.Item>
              ))}
            </List>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
