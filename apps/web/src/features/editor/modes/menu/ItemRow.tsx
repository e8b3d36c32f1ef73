import { Button, Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../../i18n/index.ts';
import { useCoarsePointer } from '../../../../shared/coarsePointer.ts';
import { formatEuro } from '../../../../ui/format.ts';
import { RuleCode } from '../../../../ui/RuleCode.tsx';
import { useDispatch } from '../../commands.ts';
import { useEditorStore } from '../../store/editorContext.tsx';
import type { MenuItem } from '../menuItems.ts';
import { ItemThumbnail } from './ItemThumbnail.tsx';

/**
 * One catalogue item: picture, name, size, unit price. With a place chosen, "Place" puts it there
 * (or the engine's reason says why it cannot go there); without one, "Choose" arms it for a click in 3D.
 * Memoised: the menu of a place is kept per bar, so a row re-renders only when its line changes.
 */
export const ItemRow = memo(function ItemRow({ item, canEdit }: { item: MenuItem; canEdit: boolean }) {
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const isCoarsePointer = useCoarsePointer();
  const armedKey = useEditorStore((state) => state.armedItemKey);
  const isArmed = armedKey === item.key;
  const isRefused = item.refusal !== null;
  const command = item.command;

  function onClick(): void {
    if (command) {
      const result = dispatch(command);
      if (result?.ok) dispatch({ type: 'armItem', itemKey: null });
    } else {
      dispatch({ type: 'armItem', itemKey: isArmed ? null : item.key });
    }
  }

  return (
    <Group
      gap="xs"
      wrap="nowrap"
      align="flex-start"
      p={4}
      data-testid={`item-${item.key}`}
      data-fits={!isRefused && command !== null}
      style={{
        borderRadius: 4,
        outline: isArmed ? '1px solid var(--mantine-color-teal-filled)' : undefined,
        background: isArmed ? 'var(--mantine-color-teal-light)' : undefined,
      }}
    >
      <ItemThumbnail thumbnail={item.thumbnail} label={item.name} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} lh={1.25}>
          {item.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t('modes.items.size', { width: item.size.width, height: item.size.height })} ·{' '}
          <span data-testid="item-price">{formatEuro(item.unitPrice, currentLocale())}</span>
        </Text>
        {item.refusal ? (
          <>
            <Text size="xs" c="red.8" data-testid="item-refusal" data-rule={item.refusal.rule}>
              {t(`refusals.${item.refusal.reason}`)}
            </Text>
            <RuleCode rule={item.refusal.rule} />
          </>
        ) : null}
        {isArmed ? (
          <Text size="xs" c="teal.8">
            {t(isCoarsePointer ? 'modes.items.armedTouch' : 'modes.items.armed')}
          </Text>
        ) : null}
      </Stack>
      <Button
        size="compact-xs"
        variant={command && !isRefused ? 'filled' : 'light'}
        disabled={!canEdit || (command !== null && isRefused)}
        onClick={onClick}
        style={{ flexShrink: 0 }}
        data-testid={item.testId ?? `place-${item.key}`}
      >
        {command ? t('modes.items.place') : t('modes.items.choose')}
      </Button>
    </Group>
  );
});
