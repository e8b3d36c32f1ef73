import type { SideName } from '@bar/domain/catalogue';
import { Center, Loader } from '@mantine/core';
import { IconLock, IconMoodSad } from '@tabler/icons-react';
import { type ReactElement, useDeferredValue, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useMatch, useParams, useSearchParams } from 'react-router';
import { MessagePage } from '../../ui/MessagePage.tsx';
import { MinWidthGate } from '../../ui/MinWidthGate.tsx';
import { useCompanyUrl } from '../content/index.ts';
import { EditorLayout } from './components/EditorLayout.tsx';
import { EditorRoot } from './EditorRoot.tsx';
import { editorUrl, placeFromUrl } from './editorUrls.ts';
import { SmallScreenEditor } from './preview/SmallScreenEditor.tsx';
import { useEditorStore, useEditorStoreApi } from './store/editorContext.tsx';
import { type LoadProblem, loadProblemText, useBarLoader } from './useBarLoader.ts';

/** What shows instead of the bar while it loads or when it cannot be shown; null once it is there. */
export function barLoadPage(problem: LoadProblem | null, isLoading: boolean): ReactElement | null {
  if (problem) return <LoadProblemPage problem={problem} />;
  if (!isLoading) return null;
  return (
    <Center h="100vh" data-testid="editor-loading">
      <Loader aria-hidden />
    </Center>
  );
}

export function LoadProblemPage({ problem }: { problem: LoadProblem }) {
  const { t } = useTranslation();
  if (problem === 'removed') {
    return (
      <div data-testid="bar-removed">
        <MessagePage
          icon={<IconMoodSad size={40} aria-hidden />}
          title={t('barAccess.removedTitle')}
          text={t('barAccess.removed')}
          linkLabel={t('barAccess.createNew')}
          linkTo="/?new=1"
        />
      </div>
    );
  }
  return (
    <div data-testid="bar-load-problem" data-problem={problem}>
      <MessagePage
        icon={<IconLock size={40} aria-hidden />}
        title={t('app.name')}
        text={t(loadProblemText(problem))}
        linkLabel={t('app.backHome')}
        linkTo="/"
      />
    </div>
  );
}

function Editor({ barId, side }: { barId: string; side: SideName }) {
  const editorStore = useEditorStoreApi();
  const [search] = useSearchParams();
  const isPartsRoute = useMatch('/bars/:barId/edit/parts') !== null;
  const { isLoading, problem } = useBarLoader(barId, search);
  const hasOnlyBackModules = useEditorStore(
    (state) => state.doc !== null && state.doc.front.baseModules.length === 0 && state.doc.back.baseModules.length > 0,
  );
  // The editor's first render is large (every panel); deferred, React renders it in slices between
  // which the browser stays responsive, instead of in the one task in which the bar arrived.
  const isStillLoading = useDeferredValue(isLoading);
  // The redirect below concerns the bar as loaded; afterwards the user may open the empty front.
  const isFirstShown = useRef(true);
  useEffect(() => {
    if (!isStillLoading && !problem) isFirstShown.current = false;
  }, [isStillLoading, problem]);

  // The store's side follows the URL's before the browser paints (the scene's places, the keys).
  useLayoutEffect(() => {
    editorStore.getState().dispatch({ type: 'setSide', side });
  }, [editorStore, side]);

  const loadPage = barLoadPage(problem, isStillLoading);
  if (loadPage) return loadPage;
  // Section 4: a bar with back modules only opens on its back side.
  if (isFirstShown.current && side === 'front' && !isPartsRoute && hasOnlyBackModules) {
    return <Navigate to={editorUrl(barId, { tab: 'backBar', side: 'back', mode: 'shape' }, search)} replace />;
  }
  return <EditorLayout key={barId} />;
}

/**
 * `/bars/:barId/edit/side/:side` and `/bars/:barId/edit/parts`: the configurator, on screens at
 * least 1024 px wide; a narrower screen shows the bar read-only and offers to send the link to a
 * computer. `/bars/:barId/edit` alone opens the front side.
 */
export function EditorScreen() {
  return (
    <EditorRoot>
      <EditorRoutes />
    </EditorRoot>
  );
}

function EditorRoutes() {
  const { barId = '', side } = useParams();
  const isPartsRoute = useMatch('/bars/:barId/edit/parts') !== null;
  const [search] = useSearchParams();
  const companyUrl = useCompanyUrl();
  if (!isPartsRoute && side !== 'front' && side !== 'back') {
    return <Navigate to={editorUrl(barId, { tab: 'bar', side: 'front', mode: 'racks' }, search)} replace />;
  }
  return (
    <MinWidthGate companyUrl={companyUrl} narrow={<SmallScreenEditor barId={barId} companyUrl={companyUrl} />}>
      <Editor barId={barId} side={placeFromUrl({ side, isPartsRoute }, search).side} />
    </MinWidthGate>
  );
}
