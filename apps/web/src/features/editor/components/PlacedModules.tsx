import { moduleNumbersFromTheLeft } from '@bar/domain/customerView';
import type { BaseModuleInstance } from '@bar/domain/document';
import { localize } from '@bar/domain/locale';
import { Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { RemoveButton } from '../../../ui/RemoveButton.tsx';
import { useDispatch } from '../commands.ts';
import { useEditorStore } from '../store/editorContext.tsx';

function fromTheLeft(modules: readonly BaseModuleInstance[]) {
  const numbers = moduleNumbersFromTheLeft({ baseModules: [...modules] });
  return modules
    .map((module, index) => ({ module, index, number: numbers.get(module.id) ?? 0 }))
    .sort((a, b) => a.number - b.number);
}

/** The modules placed on the current side; the selected one is highlighted. */
export function PlacedModules() {
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const modules = useEditorStore((state) => (state.doc ? state.doc[state.side].baseModules : null));
  const side = useEditorStore((state) => state.side);
  const catalogue = useEditorStore((state) => state.catalogue);
  const selectedId = useEditorStore((state) => state.selectedModuleId);
  const canEdit = useEditorStore((state) => state.bar?.can_edit ?? false);
  const locale = currentLocale();

  return (
    <Stack gap="xs">
      <Title order={4}>{t('editor.placedTitle')}</Title>
      {!modules || modules.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('editor.placedEmpty')}
        </Text>
      ) : (
        // Listed and numbered from the customer's left; the test ids keep the document's order.
        fromTheLeft(modules).map(({ module, index, number }) => {
          const definition = catalogue?.baseModules.get(module.base_module_id);
          const part = definition ? catalogue?.parts.get(definition.part_id) : undefined;
          const name = part ? localize(part.name, locale) : t('editor.unknownModule');
          const isSelected = module.id === selectedId;
          return (
            <Group
              key={module.id}
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              p={4}
              data-testid={`placed-module-${index}`}
              data-selected={isSelected}
              style={{
                borderRadius: 4,
                background: isSelected ? 'var(--mantine-color-teal-light)' : undefined,
                outline: isSelected ? '1px solid var(--mantine-color-teal-filled)' : undefined,
              }}
            >
              <UnstyledButton
                onClick={() => dispatch({ type: 'selectModule', moduleId: isSelected ? null : module.id })}
                aria-pressed={isSelected}
                style={{ flex: 1, minWidth: 0 }}
              >
                <Text size="sm" truncate>
                  {t('editor.moduleNumber', { index: number, name })}
                </Text>
              </UnstyledButton>
              <RemoveButton
                variant="subtle"
                disabled={!canEdit}
                onClick={() => dispatch({ type: 'removeBaseModule', input: { side, moduleId: module.id } })}
                data-testid={`remove-module-${index}`}
              >
                {t('editor.remove')}
              </RemoveButton>
            </Group>
          );
        })
      )}
    </Stack>
  );
}
