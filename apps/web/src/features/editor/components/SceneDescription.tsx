import type { SideName } from '@bar/domain/catalogue';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { useEditor } from '../store/editorStore.ts';
import { describeSide } from '../view/sceneDescription.ts';
import { useView } from '../view/viewStore.ts';

const SIDE_TITLE: Record<SideName, string> = { front: 'editor.tabs.bar', back: 'editor.tabs.backBar' };

function SideDescription({ side }: { side: SideName }) {
  const { t } = useTranslation();
  const barSide = useEditor((state) => state.doc?.[side]);
  const catalogue = useEditor((state) => state.catalogue);
  if (!barSide || !catalogue) return null;
  const modules = describeSide(barSide, catalogue, currentLocale());
  const title = t(SIDE_TITLE[side]);
  if (modules.length === 0) return <p>{t('view3d.description.sideEmpty', { side: title })}</p>;
  return (
    <>
      <p>{t('view3d.description.sideTitle', { side: title, modules: modules.length })}</p>
      <ul>
        {modules.map((module, index) => {
          const items = module.items.map((item) =>
            item.count > 1 ? t('view3d.description.quantity', { quantity: item.count, name: item.name }) : item.name,
          );
          return (
            <li key={module.id}>
              {t('view3d.description.module', {
                module: t('editor.moduleNumber', { index: index + 1, name: module.name }),
                items: items.length > 0 ? items.join(', ') : t('view3d.description.nothingMounted'),
              })}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * The 3D view's text alternative: the modules of each side shown, in order, with what sits on
 * them. Hidden from sight, read by screen readers as the scene's description (aria-describedby).
 */
export function SceneDescription({ id }: { id: string }) {
  const { t } = useTranslation();
  const showFront = useView((state) => state.showFront);
  const showBack = useView((state) => state.showBack);
  return (
    <VisuallyHidden id={id} data-testid="scene-description">
      <p>{t('view3d.description.title')}</p>
      {showFront && <SideDescription side="front" />}
      {showBack && <SideDescription side="back" />}
    </VisuallyHidden>
  );
}
