import type { StoredContentSection } from '@bar/contracts/content';
import { contentSectionProblems } from '@bar/contracts/contentRules';
import type { Locale } from '@bar/domain/locale';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { textIn, useContentDefaultLocale } from './localizedText.ts';
import { SORT_TRANSITION } from './sectionDrag.ts';

function summaryOf(section: StoredContentSection, t: TFunction, defaultLocale: Locale): string {
  const locale = currentLocale();
  switch (section.type) {
    case 'text':
      return textIn(section.value.body, locale, defaultLocale);
    case 'faq':
      return t('adminCatalogue.content.summary.questions', { count: section.value.items.length });
    case 'video':
      return section.value.url;
    case 'downloads':
      return t('adminCatalogue.content.summary.files', { count: section.value.items.length });
  }
}

type CardActionProps = {
  tooltip: string;
  label: string;
  onClick: () => void;
  color?: string;
  testId?: string;
  children: ReactNode;
};

/** An icon button at the card's end, its short name as a tooltip and its full name for screen readers. */
function CardAction({ tooltip, label, onClick, color, testId, children }: CardActionProps) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant="light" color={color} size="lg" onClick={onClick} aria-label={label} data-testid={testId}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

type Props = {
  section: StoredContentSection;
  position: number;
  isDropTarget: boolean;
  onEdit: () => void;
  onRemove: () => void;
};

/** One section in the builder: a drag handle (mouse, touch or keyboard), its title and a short summary. */
export function SortableSectionCard({ section, position, isDropTarget, onEdit, onRemove }: Props) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: section.id,
    transition: SORT_TRANSITION,
  });
  const defaultLocale = useContentDefaultLocale();
  const title = textIn(section.value.title, currentLocale(), defaultLocale);
  const isIncomplete = contentSectionProblems(section, defaultLocale).length > 0;
  return (
    <Card
      ref={setNodeRef}
      withBorder
      radius="md"
      padding="sm"
      data-testid="builder-section"
      data-section-id={section.id}
      data-section-type={section.type}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 2 : undefined,
        position: 'relative',
        boxShadow: isDropTarget ? '0 -3px 0 0 var(--mantine-color-blue-6)' : undefined,
      }}
    >
      <Group wrap="nowrap" align="center" gap="sm">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="lg"
          style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          data-testid="section-drag-handle"
          {...attributes}
          {...listeners}
          aria-label={t('adminCatalogue.content.dragHandle', { title, position })}
        >
          <IconGripVertical size={18} />
        </ActionIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
              {t(`adminCatalogue.content.types.${section.type}`)}
            </Badge>
            <Text fw={600} truncate data-testid="builder-section-title">
              {title || t('adminCatalogue.content.untitled')}
            </Text>
            {isIncomplete && (
              <Badge
                color="orange"
                variant="light"
                size="sm"
                style={{ flexShrink: 0 }}
                data-testid="section-incomplete"
              >
                {t('adminCatalogue.content.incomplete')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {summaryOf(section, t, defaultLocale) || '—'}
          </Text>
        </Stack>
        <CardAction
          tooltip={t('adminCatalogue.content.edit')}
          label={t('adminCatalogue.content.editNamed', { title })}
          onClick={onEdit}
        >
          <IconPencil size={18} />
        </CardAction>
        <CardAction
          tooltip={t('adminCatalogue.content.remove')}
          label={t('adminCatalogue.content.removeNamed', { title })}
          onClick={onRemove}
          color="red"
          testId="section-remove"
        >
          <IconTrash size={18} />
        </CardAction>
      </Group>
    </Card>
  );
}
