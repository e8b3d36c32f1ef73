import type { ContentSectionType, StoredContentSection } from '@bar/contracts/content';
import { contentSectionProblems } from '@bar/contracts/contentRules';
import { LOCALES, type Locale } from '@bar/domain/locale';
import {
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Card, Grid, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { responseBody } from '../../../shared/api.ts';
import { showNotice } from '../../../ui/notifications.ts';
import { ErrorAlert, PageLoader } from '../shared/feedback.tsx';
import { CompanyUrlField } from './CompanyUrlField.tsx';
import { ConfirmRemoveModal } from './ConfirmRemoveModal.tsx';
import { useDragAnnouncements } from './dragAnnouncements.ts';
import { ListEndDropZone } from './ListEndDropZone.tsx';
import { ContentDefaultLocale, textIn } from './localizedText.ts';
import { SectionEditorModal } from './SectionEditorModal.tsx';
import { PaletteEntryCard, SectionPalette } from './SectionPalette.tsx';
import { SortableSectionCard } from './SortableSectionCard.tsx';
import { paletteDropIndex, paletteTypeOf, sectionCollisions } from './sectionDrag.ts';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt.tsx';
import { useContentBuilder } from './useContentBuilder.ts';

/** The 422 message of a save for the company website field, if the server named it. */
function companyUrlServerError(error: unknown): string | null {
  const body = responseBody(error) as { errors?: Record<string, string[]> } | undefined;
  return body?.errors?.company_url?.[0] ?? null;
}

/**
 * `/admin/content`: the home screen's sections as a sortable list (drag by the handle with mouse,
 * touch or keyboard), a palette to clone new sections from, per-section editing and one Save
 * that sends the whole list in its order (PUT /api/content), with the company website the
 * narrow-screen notice links to.
 */
export function ContentBuilderPage() {
  const { t } = useTranslation();
  const builder = useContentBuilder();
  const [editing, setEditing] = useState<StoredContentSection | null>(null);
  const [removing, setRemoving] = useState<StoredContentSection | null>(null);
  const [draggedPaletteType, setDraggedPaletteType] = useState<ContentSectionType | null>(null);
  const [paletteOverId, setPaletteOverId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useDragAnnouncements(builder.sections);
  const sectionIds = builder.sections.map((section) => section.id);

  const onDragStart = ({ active }: DragStartEvent) => setDraggedPaletteType(paletteTypeOf(active.id));
  const onDragOver = ({ over }: DragOverEvent) => setPaletteOverId(over ? String(over.id) : null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const paletteType = paletteTypeOf(active.id);
    setDraggedPaletteType(null);
    setPaletteOverId(null);
    if (!over) return;
    if (paletteType) {
      const index = paletteDropIndex(sectionIds, over.id);
      if (index !== null) builder.add(paletteType, index);
      return;
    }
    if (active.id !== over.id) builder.move(String(active.id), String(over.id));
  };
  const onDragCancel = () => {
    setDraggedPaletteType(null);
    setPaletteOverId(null);
  };

  const save = async () => {
    if (await builder.save()) {
      showNotice({
        tone: 'info',
        title: t('adminRecords.form.savedTitle'),
        message: t('adminCatalogue.content.saved'),
      });
    }
  };

  const incomplete = builder.sections.filter(
    (section) => contentSectionProblems(section, builder.defaultLocale).length > 0,
  ).length;

  if (builder.isLoading) return <PageLoader />;
  if (builder.loadError) return <ErrorAlert>{t('adminCatalogue.content.loadFailed')}</ErrorAlert>;
  return (
    <ContentDefaultLocale.Provider value={builder.defaultLocale}>
      <Stack gap="md" data-testid="content-builder">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2}>{t('adminCatalogue.content.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('adminCatalogue.content.intro')}
            </Text>
          </div>
          <Group>
            <Text size="sm" c={builder.hasUnsavedChanges ? 'orange' : 'dimmed'} data-testid="content-state">
              {builder.hasUnsavedChanges ? t('adminCatalogue.content.unsaved') : t('adminCatalogue.content.allSaved')}
            </Text>
            <Button
              variant="default"
              disabled={!builder.hasUnsavedChanges || builder.isSaving}
              onClick={builder.discard}
            >
              {t('adminCatalogue.content.discard')}
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={18} />}
              disabled={!builder.hasUnsavedChanges || !builder.isCompanyUrlValid || incomplete > 0}
              loading={builder.isSaving}
              onClick={save}
              data-testid="content-save"
            >
              {t('adminCatalogue.content.save')}
            </Button>
          </Group>
        </Group>
        {incomplete > 0 && (
          <ErrorAlert testId="content-incomplete">
            {t('adminCatalogue.content.incompleteSections', { count: incomplete })}
          </ErrorAlert>
        )}
        {builder.saveError !== null && (
          <ErrorAlert testId="content-save-error">{t('adminCatalogue.content.saveFailed')}</ErrorAlert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <CompanyUrlField
            value={builder.companyUrl}
            defaultUrl={builder.defaultCompanyUrl}
            isValid={builder.isCompanyUrlValid}
            serverError={companyUrlServerError(builder.saveError)}
            onChange={builder.setCompanyUrl}
          />
          <Card withBorder radius="md" padding="md">
            <Select
              label={t('adminCatalogue.content.defaultLocale.label')}
              description={t('adminCatalogue.content.defaultLocale.description')}
              data={LOCALES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
              value={builder.defaultLocale}
              allowDeselect={false}
              onChange={(value) => value && builder.setDefaultLocale(value as Locale)}
              data-testid="content-default-locale"
            />
          </Card>
        </SimpleGrid>
        <DndContext
          sensors={sensors}
          collisionDetection={sectionCollisions}
          accessibility={accessibility}
          // The end zone grows when a palette drag starts; measure drop targets as they are now.
          measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
          onDragStart={onDragStart}
          onDragOver={onDragOver}
          onDragEnd={onDragEnd}
          onDragCancel={onDragCancel}
        >
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <SortableContext items={sectionIds} strategy={verticalListSortingStrategy}>
                <Stack gap="sm" data-testid="builder-sections">
                  {builder.sections.map((section, index) => (
                    <SortableSectionCard
                      key={section.id}
                      section={section}
                      position={index + 1}
                      isDropTarget={draggedPaletteType !== null && paletteOverId === section.id}
                      onEdit={() => setEditing(section)}
                      onRemove={() => setRemoving(section)}
                    />
                  ))}
                  <ListEndDropZone
                    isEmpty={builder.sections.length === 0}
                    isPaletteDrag={draggedPaletteType !== null}
                  />
                </Stack>
              </SortableContext>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <div style={{ position: 'sticky', top: 16 }}>
                <SectionPalette onAdd={(type) => builder.add(type)} />
              </div>
            </Grid.Col>
          </Grid>
          <DragOverlay dropAnimation={null}>
            {draggedPaletteType && (
              <Card withBorder shadow="md" radius="md" padding="xs" style={{ cursor: 'grabbing' }}>
                <PaletteEntryCard type={draggedPaletteType} isGhost />
              </Card>
            )}
          </DragOverlay>
        </DndContext>
        {editing && (
          <SectionEditorModal
            section={editing}
            onClose={() => setEditing(null)}
            onApply={(section) => {
              builder.update(section);
              setEditing(null);
            }}
          />
        )}
        <ConfirmRemoveModal
          title={removing ? textIn(removing.value.title, currentLocale(), builder.defaultLocale) : null}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            if (removing) builder.remove(removing.id);
            setRemoving(null);
          }}
        />
        <UnsavedChangesPrompt hasUnsavedChanges={builder.hasUnsavedChanges && !builder.isSaving} />
      </Stack>
    </ContentDefaultLocale.Provider>
  );
}
