import type { SideName } from '@bar/domain/catalogue';
import { moduleNumbersFromTheLeft } from '@bar/domain/customerView';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { useEditorStore } from '../store/editorContext.tsx';
import { describeSide } from '../view/sceneDescription.ts';
import { useView } from '../view/viewStore.ts';

const SIDE_TITLE: Record<SideName, string> = { front: 'editor.tabs.bar', back: 'editor.tabs.backBar' };

function SideDescription({ side }: { side: SideName }) {
  const { t } = useTranslation();
  const barSide = useEditorStore((state) => state.doc?.[side]);
  const catalogue = useEditorStore((state) => state.catalogue);
  if (!barSide || !catalogue) return null;
  // Listed and numbered from the customer's left, as the place names and the 3D view's label count them.
  const numbers = moduleNumbersFromTheLeft(barSide);
  const fromTheLeft = (id: string) => numbers.get(id) ?? 0;
  const modules = describeSide(barSide, catalogue, currentLocale()).sort(
    (a, b) => fromTheLeft(a.id) - fromTheLeft(b.id),
  );
  const title = t(SIDE_TITLE[side]);
  if (modules.length === 0) return <p>{t('view3d.description.sideEmpty', { side: title })}</p>;
  return (
    <>
      <p>{t('view3d.description.sideTitle', { side: title, modules: modules.length })}</p>
      <ul>
        {modules.map((module) => {
          const items = module.items.map((item) =>
            item.count > 1 ? t('view3d.description.quantity', { quantity: item.count, name: item.name }) : item.name,
          );
          return (
            <li key={module.id}>
              {t('view3d.description.module', {
                module: t('editor.moduleNumber', { index: fromTheLeft(module.id), name: module.name }),
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
