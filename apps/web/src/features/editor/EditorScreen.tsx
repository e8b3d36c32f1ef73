import { Center, Loader } from '@mantine/core';
import { IconLock, IconMoodSad } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { MessagePage } from '../../ui/MessagePage.tsx';
import { MinWidthGate } from '../../ui/MinWidthGate.tsx';
import { EditorLayout } from './components/EditorLayout.tsx';
import { editorStore, useEditor } from './store/editorStore.ts';
import { type LoadProblem, useBarLoader } from './useBarLoader.ts';

const PROBLEM_TEXT: Record<Exclude<LoadProblem, 'removed'>, string> = {
  forbidden: 'barAccess.forbidden',
  loginRequired: 'barAccess.loginRequired',
  failed: 'barAccess.loadFailed',
};

function LoadProblemPage({ problem }: { problem: LoadProblem }) {
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
        text={t(PROBLEM_TEXT[problem])}
        linkLabel={t('app.backHome')}
        linkTo="/"
      />
    </div>
  );
}

function Editor({ barId, side }: { barId: string; side: 'front' | 'back' }) {
  const [search] = useSearchParams();
  const { isLoading, problem } = useBarLoader(barId, search);
  const hasOnlyBackModules = useEditor(
    (state) => state.doc !== null && state.doc.front.baseModules.length === 0 && state.doc.back.baseModules.length > 0,
  );

  useEffect(() => {
    editorStore.getState().setSide(side);
  }, [side]);

  if (problem) return <LoadProblemPage problem={problem} />;
  if (isLoading) {
    return (
      <Center h="100vh" data-testid="editor-loading">
        <Loader aria-hidden />
      </Center>
    );
  }
  if (side === 'front' && hasOnlyBackModules) {
    return <Navigate to={`/bars/${encodeURIComponent(barId)}/edit/side/back?mode=shape&view=3d`} replace />;
  }
  return <EditorLayout key={barId} />;
}

/** `/bars/:barId/edit/side/:side`: the configurator, on screens at least 1024 px wide. */
export function EditorScreen() {
  const { barId = '', side } = useParams();
  if (side !== 'front' && side !== 'back') {
    return <Navigate to={`/bars/${encodeURIComponent(barId)}/edit/side/front?mode=racks&view=3d`} replace />;
  }
  return (
    <MinWidthGate>
      <Editor barId={barId} side={side} />
    </MinWidthGate>
  );
}
