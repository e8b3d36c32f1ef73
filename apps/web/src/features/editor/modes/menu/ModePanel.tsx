import { Alert, Button, Divider, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlacedModules } from '../../components/PlacedModules.tsx';
import { useEditorStore } from '../../store/editorContext.tsx';
import { firstStepMode, isSideEmpty } from '../firstModule.ts';
import { modeDefinition } from '../modeRegistry.ts';
import type { EditingMode, ModeSwitch } from '../modes.ts';
import { canHoldOccupant } from '../occupant.ts';
import { placedPictureOf } from '../placedPicture.ts';
import { useModeMenu } from '../useModeMenu.ts';
import { BrandingTools } from './BrandingTools.tsx';
import { CounterBoardTools, PanelTools } from './BulkTools.tsx';
import { EquipAllTools } from './EquipAllTools.tsx';
import { ItemRow } from './ItemRow.tsx';
import { OccupantCard } from './OccupantCard.tsx';
import { PlacedPictureCard } from './PlacedPictureCard.tsx';
import { PlacePicker } from './PlacePicker.tsx';
import { ShapeTools } from './ShapeTools.tsx';
import { ShapeWarnings } from './ShapeWarnings.tsx';

/** A mode with nothing to offer yet: what to do first, and a button that goes there. */
function FirstStepHint({ mode, target, onOpenMode }: ModeSwitch & { target: EditingMode }) {
  const { t } = useTranslation();
  const targetName = t(`modes.names.${target}`);
  return (
    <Stack gap="sm" data-testid={`mode-panel-${mode}`}>
      <Alert variant="light" color="teal" data-testid="first-step">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('modes.firstStep.text', { mode: targetName })}</Text>
          <Button
            size="xs"
            rightSection={<IconArrowRight size={14} aria-hidden />}
            onClick={() => onOpenMode(target)}
            data-testid="first-step-go"
          >
            {t('modes.firstStep.go', { mode: targetName })}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}

/**
 * One editing mode: its tools, the place chosen (in 3D or here), what is on it and what fits it, by
 * section; on a side without modules, what to do first instead.
 */
export function ModePanel({ mode, onOpenMode }: ModeSwitch) {
  const { t } = useTranslation();
  const canEdit = useEditorStore((state) => state.bar?.can_edit ?? false);
  const doc = useEditorStore((state) => state.doc);
  const side = useEditorStore((state) => state.side);
  const menu = useModeMenu(mode);
  const definition = modeDefinition(mode);
  if (!definition) return null;
  const firstStep = doc ? firstStepMode(mode, doc, side) : null;
  if (firstStep) return <FirstStepHint mode={mode} target={firstStep} onOpenMode={onOpenMode} />;
  const isShape = mode === 'shape';
  const isBranding = mode === 'branding' || mode === 'brandsigns';
  // A placed banner or sign is changed on its own card; otherwise the tools set up the next one.
  const picture = doc ? placedPictureOf(menu.place, doc, side) : null;

  return (
    <Stack gap="sm" data-testid={`mode-panel-${mode}`}>
      {definition.showsShapeWarnings ? <ShapeWarnings /> : null}
      {isShape ? <ShapeTools place={menu.place} canEdit={canEdit} /> : null}
      {mode === 'counter-boards' ? <CounterBoardTools canEdit={canEdit} /> : null}
      {mode === 'front-panels' ? <PanelTools canEdit={canEdit} /> : null}
      {definition.equipsAllBarTops ? <EquipAllTools canEdit={canEdit} places={menu.places} items={menu.items} /> : null}
      {isBranding && !picture ? <BrandingTools /> : null}
      {isShape && doc && isSideEmpty(doc, side) ? (
        <Text size="sm" c="dimmed" data-testid="first-module-hint">
          {t('modes.shape.firstModule')}
        </Text>
      ) : (
        <PlacePicker places={menu.places} place={menu.place} />
      )}
      {menu.place && canHoldOccupant(menu.place) ? <OccupantCard occupant={menu.occupant} canEdit={canEdit} /> : null}
      {picture ? <PlacedPictureCard key={menu.place?.key} picture={picture} canEdit={canEdit} /> : null}
      {definition.sections.map((section) => {
        const items = menu.items.filter((item) => item.section === section);
        return (
          <Stack key={section} gap={4} data-testid={`section-${section}`}>
            <Title order={5}>{t(`modes.sections.${section}`)}</Title>
            {items.length === 0 ? (
              <Text size="xs" c="dimmed">
                {t('modes.items.none')}
              </Text>
            ) : (
              items.map((item) => <ItemRow key={item.key} item={item} canEdit={canEdit} />)
            )}
          </Stack>
        );
      })}
      {isShape ? (
        <>
          <Divider />
          <PlacedModules />
        </>
      ) : null}
    </Stack>
  );
}
