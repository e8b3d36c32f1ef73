import { computeWarnings, type Fix, type Warning } from '@bar/domain/warnings';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatch } from '../../commands.ts';
import type { EditCommand } from '../../store/editCommands.ts';
import { useEditor } from '../../store/editorStore.ts';

type EdgeWarning = Exclude<Warning, { code: 'tooFewBags' }>;

function fixCommand(fix: Fix): EditCommand | null {
  if (fix.command === 'addBaseModule') return { type: 'addBaseModule', input: fix.input };
  if (fix.command === 'addFrontFrame') return { type: 'addFrontFrame', input: fix.input };
  return null;
}

/** P7, P8: corner and bridge modules without framed neighbours, in words, with the engine's one-click fix. */
export function ShapeWarnings() {
  const { t } = useTranslation();
  const doc = useEditor((state) => state.doc);
  const catalogue = useEditor((state) => state.catalogue);
  const side = useEditor((state) => state.side);
  const canEdit = useEditor((state) => state.bar?.can_edit ?? false);
  const warnings = useMemo(
    () =>
      doc && catalogue
        ? computeWarnings(doc, catalogue).filter((warning): warning is EdgeWarning => warning.code !== 'tooFewBags')
        : [],
    [doc, catalogue],
  );
  if (side !== 'front' || warnings.length === 0) return null;
  const order = doc?.front.baseModules.map((module) => module.id) ?? [];
  return (
    <Stack gap={6} data-testid="shape-warnings">
      {warnings.map((warning) => {
        const command = warning.fix ? fixCommand(warning.fix) : null;
        return (
          <Alert
            key={`${warning.moduleId}-${warning.edge}`}
            color="orange"
            p="xs"
            icon={<IconAlertTriangle size={16} />}
            data-testid={`warning-${warning.rule}`}
          >
            <Text size="xs" fw={600}>
              {t('modes.warnings.where', {
                rule: warning.rule,
                index: order.indexOf(warning.moduleId) + 1,
                edge: t(`modes.edges.${warning.edge}`),
              })}
            </Text>
            <Text size="xs">{t(`warnings.${warning.code}`)}</Text>
            {command ? (
              <Button
                size="compact-xs"
                mt={4}
                variant="light"
                color="orange"
                disabled={!canEdit}
                onClick={() => dispatch(command)}
                data-testid="warning-fix"
              >
                {t('warnings.applyFix')}
              </Button>
            ) : null}
          </Alert>
        );
      })}
    </Stack>
  );
}
