import type { UnofferedUse } from '@bar/domain/offered';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { useDispatch } from '../commands.ts';
import { assemblyName } from '../kinds/catalogueItems.ts';
import { useEditorStore } from '../store/editorContext.tsx';

/**
 * Parts of the bar that are no longer offered: they stay and are priced, and one click puts the
 * active equivalent in their places, or removes them where none is offered. Nothing when the bar
 * holds none. `isCompact`: beside the 3D view.
 */
export function UnofferedParts({ uses, isCompact = false }: { uses: UnofferedUse[]; isCompact?: boolean }) {
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const locale = currentLocale();
  const canEdit = useEditorStore((state) => state.bar?.can_edit ?? false);
  if (uses.length === 0) return null;
  const size = isCompact ? 'xs' : 'sm';
  return (
    <Alert color="orange" title={t('parts.offered.title')} data-testid="unoffered-parts" p={isCompact ? 'xs' : 'md'}>
      <Stack gap={isCompact ? 6 : 'xs'}>
        <Text size={size}>{t('parts.offered.intro')}</Text>
        {uses.map(({ assembly, count, replacement }) => (
          <Group
            key={assembly.id}
            justify="space-between"
            gap="xs"
            wrap={isCompact ? 'wrap' : 'nowrap'}
            data-testid={`unoffered-${assembly.id}`}
          >
            <Text size={size} fw={600}>
              {t('parts.offered.use', { name: assemblyName(assembly, locale), count })}
            </Text>
            {canEdit && (
              <Button
                size="xs"
                variant="light"
                color={replacement ? 'blue' : 'red'}
                data-testid="unoffered-fix"
                onClick={() => dispatch({ type: 'replaceUnoffered', input: { assemblyId: assembly.id } })}
              >
                {replacement
                  ? t('parts.offered.replaceWith', { name: assemblyName(replacement, locale) })
                  : t('parts.offered.remove', { count })}
              </Button>
            )}
            {canEdit && !replacement && (
              <Text size="xs" c="dimmed" w="100%">
                {t('parts.offered.noEquivalent')}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
