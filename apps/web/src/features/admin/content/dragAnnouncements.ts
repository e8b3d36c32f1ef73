import type { StoredContentSection } from '@bar/contracts/content';
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { textIn } from './localizedText.ts';
import { paletteTypeOf } from './sectionDrag.ts';

/** What a screen reader hears while a section is picked up, moved and dropped, in the UI language. */
export function useDragAnnouncements(sections: readonly StoredContentSection[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const { t } = useTranslation();
  const nameOf = (id: string | number): string => {
    const paletteType = paletteTypeOf(id);
    if (paletteType) return t(`adminCatalogue.content.types.${paletteType}`);
    const section = sections.find((candidate) => candidate.id === id);
    return section ? textIn(section.value.title, currentLocale()) || t('adminCatalogue.content.untitled') : '';
  };
  const positionOf = (id: string | number | undefined) => sections.findIndex((section) => section.id === id) + 1;
  return {
    screenReaderInstructions: { draggable: t('adminCatalogue.content.a11y.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('adminCatalogue.content.a11y.pickedUp', { title: nameOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over && positionOf(over.id) > 0
          ? t('adminCatalogue.content.a11y.movedTo', { title: nameOf(active.id), position: positionOf(over.id) })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over && positionOf(over.id) > 0
          ? t('adminCatalogue.content.a11y.dropped', { title: nameOf(active.id), position: positionOf(over.id) })
          : t('adminCatalogue.content.a11y.droppedNowhere', { title: nameOf(active.id) }),
      onDragCancel: ({ active }) => t('adminCatalogue.content.a11y.cancelled', { title: nameOf(active.id) }),
    },
  };
}
