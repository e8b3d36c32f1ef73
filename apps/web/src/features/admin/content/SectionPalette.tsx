import { CONTENT_SECTION_TYPES, type ContentSectionType } from '@bar/contracts/content';
import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Card, Group, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconFileDownload,
  IconGripVertical,
  IconHelpCircle,
  IconLetterT,
  IconMovie,
  IconPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paletteDragId } from './sectionDrag.ts';

export const SECTION_ICONS = {
  text: IconLetterT,
  faq: IconHelpCircle,
  video: IconMovie,
  downloads: IconFileDownload,
} as const;

/** How a palette entry looks, in the palette and under the pointer while it is dragged. */
export function PaletteEntryCard({ type, isGhost = false }: { type: ContentSectionType; isGhost?: boolean }) {
  const { t } = useTranslation();
  const Icon = SECTION_ICONS[type];
  return (
    <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0, opacity: isGhost ? 0.9 : 1 }}>
      <IconGripVertical size={16} color="var(--mantine-color-gray-6)" aria-hidden />
      <Icon size={18} aria-hidden />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm">
          {t(`adminCatalogue.content.types.${type}`)}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`adminCatalogue.content.typeHints.${type}`)}
        </Text>
      </Stack>
    </Group>
  );
}

function PaletteEntry({ type, onAdd }: { type: ContentSectionType; onAdd: () => void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: paletteDragId(type) });
  return (
    <Card withBorder radius="md" padding="xs" style={{ opacity: isDragging ? 0.5 : 1 }} data-testid={`palette-${type}`}>
      <Group wrap="nowrap" gap="xs">
        <UnstyledButton
          ref={setNodeRef}
          {...attributes}
          {...listeners}
          style={{ flex: 1, minWidth: 0, cursor: 'grab', touchAction: 'none', display: 'flex' }}
          data-testid={`palette-drag-${type}`}
        >
          <PaletteEntryCard type={type} />
          {/* Read after the visible name and hint, so that the name still contains what is seen. */}
          <VisuallyHidden>
            {t('adminCatalogue.content.paletteDrag', { type: t(`adminCatalogue.content.types.${type}`) })}
          </VisuallyHidden>
        </UnstyledButton>
        <ActionIcon
          variant="light"
          onClick={onAdd}
          aria-label={t('adminCatalogue.content.paletteAdd', { type: t(`adminCatalogue.content.types.${type}`) })}
          data-testid={`palette-add-${type}`}
        >
          <IconPlus size={16} />
        </ActionIcon>
      </Group>
    </Card>
  );
}

/** The four section types; drag one into the list, or press + to add it at the end. */
export function SectionPalette({ onAdd }: { onAdd: (type: ContentSectionType) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={4}>{t('adminCatalogue.content.palette')}</Title>
      <Text size="xs" c="dimmed">
        {t('adminCatalogue.content.paletteHint')}
      </Text>
      {CONTENT_SECTION_TYPES.map((type) => (
        <PaletteEntry key={type} type={type} onAdd={() => onAdd(type)} />
      ))}
    </Stack>
  );
}
