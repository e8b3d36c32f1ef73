import { useDroppable } from '@dnd-kit/core';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIST_END_ID } from './sectionDrag.ts';

/** Below the last card: drop a palette entry here to add it at the end (or into an empty list). */
export function ListEndDropZone({ isEmpty, isPaletteDrag }: { isEmpty: boolean; isPaletteDrag: boolean }) {
  const { t } = useTranslation();
  const isVisible = isEmpty || isPaletteDrag;
  // Only palette entries land here; a card dragged down is sorted among the cards.
  const { setNodeRef, isOver } = useDroppable({ id: LIST_END_ID, disabled: !isPaletteDrag });
  return (
    <div
      ref={setNodeRef}
      data-testid="builder-drop-end"
      style={{
        minHeight: isVisible ? 64 : 12,
        borderRadius: 8,
        border: isVisible ? `2px dashed var(--mantine-color-${isOver ? 'blue-6' : 'gray-4'})` : '2px solid transparent',
        background: isOver ? 'var(--mantine-color-blue-0)' : undefined,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        transition: 'min-height 200ms ease',
      }}
    >
      {isVisible && (
        <Text size="sm" c="dimmed">
          {isEmpty ? t('adminCatalogue.content.empty') : t('adminCatalogue.content.dropAtEnd')}
        </Text>
      )}
    </div>
  );
}
