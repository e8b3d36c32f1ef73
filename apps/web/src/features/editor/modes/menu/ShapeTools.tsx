import { isRotation, ROTATIONS, type Rotation } from '@bar/domain/edges';
import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconRotateClockwise } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../../commands.ts';
import type { Place } from '../../places/placeTypes.ts';
import { useEditorStore } from '../../store/editorContext.tsx';
import { useModeOptions } from '../modeOptionsStore.ts';

/** Shape mode: the turn of the next module, and turning the chosen module by 90°. */
export function ShapeTools({ place, canEdit }: { place: Place | null; canEdit: boolean }) {
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const rotation = useModeOptions((state) => state.rotation);
  const setRotation = useModeOptions((state) => state.setRotation);
  const side = useEditorStore((state) => state.side);
  const isSideEmpty = useEditorStore((state) => state.doc?.[state.side].baseModules.length === 0);
  const selected = useEditorStore((state) =>
    state.doc?.[state.side].baseModules.find((module) => module.id === state.selectedModuleId),
  );

  function rotateSelected(): void {
    if (!selected) return;
    const next = ((selected.rotation + 90) % 360) as Rotation;
    dispatch({ type: 'rotateBaseModule', input: { side, moduleId: selected.id, rotation: next } });
  }

  return (
    <div>
      <Text size="xs" c="dimmed" mb={2}>
        {t('modes.shape.rotation')}
      </Text>
      <SegmentedControl
        size="xs"
        fullWidth
        value={String(rotation)}
        onChange={(value) => {
          const turn = Number(value);
          if (isRotation(turn)) setRotation(turn);
        }}
        data={ROTATIONS.map((turn) => ({ value: String(turn), label: `${turn}°` }))}
        data-testid="shape-rotation"
      />
      {/* The first module has no edge to snap on to. */}
      {isSideEmpty ? null : (
        <Text size="xs" c="dimmed" mt={4}>
          {place?.kind === 'attachEdge' ? t('modes.shape.attachHere') : t('modes.shape.attachEnd')}
        </Text>
      )}
      {selected ? (
        <Group mt="xs">
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconRotateClockwise size={14} />}
            disabled={!canEdit}
            onClick={rotateSelected}
            data-testid="shape-rotate"
          >
            {t('modes.shape.rotate')}
          </Button>
        </Group>
      ) : null}
    </div>
  );
}
