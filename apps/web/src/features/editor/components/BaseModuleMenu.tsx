import type { BaseModuleDefinition } from '@bar/domain/catalogue';
import { localize } from '@bar/domain/locale';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { formatEuro } from '../../../ui/format.ts';
import { editorCommands } from '../commands.ts';
import { useEditor } from '../store/editorStore.ts';

/** Side menu section "Base module": the catalogue's modules for the current side, each with "Add". */
export function BaseModuleMenu() {
  const { t } = useTranslation();
  const catalogue = useEditor((state) => state.catalogue);
  const side = useEditor((state) => state.side);
  const canEdit = useEditor((state) => state.bar?.can_edit ?? false);
  const locale = currentLocale();

  const modules = useMemo(() => {
    if (!catalogue) return [];
    const list: BaseModuleDefinition[] = [...catalogue.baseModules.values()].filter((module) => module.side === side);
    return list.sort((a, b) => a.order_column - b.order_column);
  }, [catalogue, side]);

  return (
    <Stack gap="xs">
      <Title order={4}>{t('editor.baseModules')}</Title>
      {modules.map((module) => {
        const part = catalogue?.parts.get(module.part_id);
        const name = part ? localize(part.name, locale) : module.code;
        return (
          <Group key={module.id} justify="space-between" wrap="nowrap" gap="xs" data-testid={`module-${module.code}`}>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500}>
                {name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('editor.dimensions', { width: module.width, depth: module.depth })}
                {part ? ` · ${formatEuro(part.price, locale)}` : ''}
              </Text>
            </div>
            <Button
              size="xs"
              variant="light"
              style={{ flexShrink: 0 }}
              leftSection={<IconPlus size={14} />}
              disabled={!canEdit}
              onClick={() => editorCommands.addBaseModule(module.id)}
              data-testid={`add-module-${module.code}`}
            >
              {t('editor.add')}
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}
