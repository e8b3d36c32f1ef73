import type { EditCommand } from '@bar/domain/commands/editCommands';
import { facingOf } from '@bar/domain/customerView';
import { computeWarnings, type Fix, type Warning } from '@bar/domain/warnings';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../../i18n/index.ts';
import { RuleCode } from '../../../../ui/RuleCode.tsx';
import { useDispatch } from '../../commands.ts';
import { useEditorStore } from '../../store/editorContext.tsx';
import { moduleNameOf } from '../placeNames.ts';

type EdgeWarning = Exclude<Warning, { code: 'tooFewBags' }>;

function fixCommand(fix: Fix): EditCommand | null {
  if (fix.command === 'addBaseModule') return { type: 'addBaseModule', input: fix.input };
  if (fix.command === 'addFrontFrame') return { type: 'addFrontFrame', input: fix.input };
  return null;
}

/** P7, P8: corner and bridge modules without framed neighbours, in words, with the engine's one-click fix. */
export function ShapeWarnings() {
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const doc = useEditorStore((state) => state.doc);
  const catalogue = useEditorStore((state) => state.catalogue);
  const side = useEditorStore((state) => state.side);
  const canEdit = useEditorStore((state) => state.bar?.can_edit ?? false);
  const warnings = useMemo(
    () =>
      doc && catalogue
        ? computeWarnings(doc, catalogue).filter((warning): warning is EdgeWarning => warning.code !== 'tooFewBags')
        : [],
    [doc, catalogue],
  );
  if (side !== 'front' || warnings.length === 0 || !doc) return null;
  const bar = doc;
  const rotationOf = (moduleId: string) =>
    bar.front.baseModules.find((module) => module.id === moduleId)?.rotation ?? 0;
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
              {t(`modes.warnings.where.${facingOf(warning.edge, rotationOf(warning.moduleId))}`, {
                module: moduleNameOf({ doc: bar, side: 'front', locale: currentLocale(), t }, warning.moduleId),
              })}
            </Text>
            <Text size="xs">{t(`warnings.${warning.code}`)}</Text>
            <RuleCode rule={warning.rule} />
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
