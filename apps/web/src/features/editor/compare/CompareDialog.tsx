import type { RevisionSummary } from '@bar/contracts/barRevisions';
import { Alert, Box, Button, Group, Loader, Modal, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { HIGHLIGHT_COLORS, type HighlightKind } from '../../../scene/ModuleHighlights.tsx';
import { SceneErrorBoundary } from '../../../scene/SceneErrorBoundary.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { useAuth } from '../../auth/index.ts';
import { deviceStorage, tokensFor } from '../../bars/index.ts';
import { useEditorStore, useEditorStoreApi } from '../store/editorContext.tsx';
import { CompareDiffTable } from './CompareDiffTable.tsx';
import { closeCompareDialog, useCompareOpen } from './compareStore.ts';
import { restoreRevisionInEditor } from './restoreRevisionInEditor.ts';
import { type CompareChoices, revisionOf, type SourceKey, useCompareChoices, useComparison } from './useComparison.ts';

const CompareScene = lazy(async () => ({ default: (await import('./CompareScene.tsx')).CompareScene }));

const KINDS: HighlightKind[] = ['added', 'changed', 'removed'];

function useSourceOptions(choices: CompareChoices | null) {
  const { t } = useTranslation();
  const locale = currentLocale();
  if (!choices) return [];
  const label = (revision: RevisionSummary) =>
    t(revision.current ? 'compare.revisionCurrent' : 'compare.revision', {
      version: revision.version,
      date: formatDateTime(revision.created_at, locale),
      kind: t(`compare.kind.${revision.kind}`),
    });
  const groups = [
    {
      group: t('compare.revisions'),
      items: choices.revisions.map((revision) => ({ value: `rev:${revision.version}`, label: label(revision) })),
    },
  ];
  if (choices.otherBars.length > 0) {
    groups.push({
      group: t('compare.otherBars'),
      items: choices.otherBars.map((bar) => ({ value: `bar:${bar.id}`, label: bar.name })),
    });
  }
  return groups;
}

/** The version at one end of the comparison, chosen from the bar's revisions and the user's other bars. */
function SourceSelect(props: {
  end: 'before' | 'after';
  options: ReturnType<typeof useSourceOptions>;
  value: SourceKey | null;
  onChange: (source: SourceKey) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t(`compare.${props.end}`)}
      data={props.options}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.currentTarget.value as SourceKey)}
      data-testid={`compare-${props.end}`}
    />
  );
}

/**
 * "Compare versions": two saved versions of the open bar (or another bar of the user) side by
 * side as a parts list difference and the newer one in 3D with the changed modules highlighted;
 * the older one can be restored as the bar's next version.
 */
export function CompareDialog() {
  const { t } = useTranslation();
  const open = useCompareOpen();
  const bar = useEditorStore((state) => state.bar);
  return (
    <Modal
      opened={open && bar !== null}
      onClose={closeCompareDialog}
      title={t('compare.title')}
      size="min(1200px, 96vw)"
      centered
    >
      {open && bar && <CompareContent barId={bar.id} version={bar.version} canEdit={bar.can_edit} />}
    </Modal>
  );
}

function CompareContent({ barId, version, canEdit }: { barId: string; version: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const editorStore = useEditorStoreApi();
  const editToken = useEditorStore((state) => state.editToken);
  const catalogue = useEditorStore((state) => state.catalogue);
  const signedIn = useAuth((state) => state.user !== null);
  // A viewer of a preview link reads the revisions with its preview token (remembered on this device).
  const previewToken = editToken ? undefined : tokensFor(deviceStorage(), barId).preview_token;
  const tokens = editToken ? { edit_token: editToken } : previewToken ? { preview_token: previewToken } : {};
  const choices = useCompareChoices(barId, tokens, signedIn, version);
  const [before, setBefore] = useState<SourceKey | null>(null);
  const [after, setAfter] = useState<SourceKey | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const ready = choices.status === 'ready' ? choices.value : null;
  const options = useSourceOptions(ready);

  // Default pair: the previous revision against the current one. A choice stays while the lists
  // still hold it (they are reloaded whenever a new version is saved).
  useEffect(() => {
    if (!ready) return;
    const [newest, previous] = ready.revisions;
    const known = new Set<string>([
      ...ready.revisions.map((revision) => `rev:${revision.version}`),
      ...ready.otherBars.map((other) => `bar:${other.id}`),
    ]);
    const fallbackAfter: SourceKey | null = newest ? `rev:${newest.version}` : null;
    const fallbackBefore: SourceKey | null = previous ? `rev:${previous.version}` : fallbackAfter;
    setAfter((chosen) => (chosen && known.has(chosen) ? chosen : fallbackAfter));
    setBefore((chosen) => (chosen && known.has(chosen) ? chosen : fallbackBefore));
  }, [ready]);

  const compared = useComparison(barId, tokens, before, after);
  const beforeRevision = revisionOf(before);
  const restorable = canEdit && beforeRevision !== null && beforeRevision !== version;
  const shown = compared?.value ?? null;
  const highlights = shown ? shown.comparison.highlights : [];
  const countOf = (kind: HighlightKind) => highlights.filter((entry) => entry.kind === kind).length;

  const restore = async () => {
    if (beforeRevision === null) return;
    setRestoring(true);
    const done = await restoreRevisionInEditor(editorStore, beforeRevision);
    setRestoring(false);
    setConfirming(false);
    if (done) closeCompareDialog();
  };

  if (choices.status === 'loading') return <Loader size="sm" aria-label={t('compare.loading')} />;
  if (choices.status === 'failed') return <Alert color="red">{t('compare.loadFailed')}</Alert>;
  return (
    <Stack data-testid="compare-dialog" data-loading={compared?.loading ? 'true' : 'false'}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SourceSelect end="before" options={options} value={before} onChange={setBefore} />
        <SourceSelect end="after" options={options} value={after} onChange={setAfter} />
      </SimpleGrid>
      {compared?.loading && !shown && <Loader size="sm" aria-label={t('compare.loading')} />}
      {compared?.failed && <Alert color="red">{t('compare.loadFailed')}</Alert>}
      {shown && (
        <>
          <Group gap="xs">
            <Text size="sm" role="status" data-testid="compare-summary">
              {t('compare.summary', shown.comparison.diff.counts)}
            </Text>
            {compared?.loading && <Loader size="xs" aria-label={t('compare.loading')} />}
          </Group>
          <CompareDiffTable diff={shown.comparison.diff} />
          <Group gap="md" aria-label={t('compare.legend.label')} role="group" data-testid="compare-legend">
            {KINDS.map((kind) => (
              <Group key={kind} gap={6}>
                <Box w={14} h={14} bg={HIGHLIGHT_COLORS[kind]} style={{ borderRadius: 3 }} aria-hidden />
                <Text size="sm">{t(`compare.legend.${kind}`, { count: countOf(kind) })}</Text>
              </Group>
            ))}
          </Group>
          <Box
            h={360}
            role="img"
            aria-label={t('compare.sceneLabel')}
            data-testid="compare-scene"
            data-highlight-added={countOf('added')}
            data-highlight-changed={countOf('changed')}
            data-highlight-removed={countOf('removed')}
          >
            {catalogue && (
              <SceneErrorBoundary fallback={<Text size="sm">{t('compare.sceneFailed')}</Text>}>
                <Suspense fallback={<Loader size="sm" />}>
                  <CompareScene
                    before={shown.before}
                    after={shown.after}
                    highlights={highlights}
                    catalogue={catalogue}
                  />
                </Suspense>
              </SceneErrorBoundary>
            )}
          </Box>
        </>
      )}
      {restorable &&
        (confirming ? (
          <Alert color="yellow" title={t('compare.restore.confirmTitle', { version: beforeRevision })}>
            <Stack gap="xs">
              <Text size="sm">{t('compare.restore.confirmText')}</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setConfirming(false)} data-testid="compare-restore-cancel">
                  {t('compare.restore.cancel')}
                </Button>
                <Button onClick={() => void restore()} loading={restoring} data-testid="compare-restore-confirm">
                  {t('compare.restore.confirm')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group justify="flex-end">
            <Button onClick={() => setConfirming(true)} data-testid="compare-restore">
              {t('compare.restore.button', { version: beforeRevision })}
            </Button>
          </Group>
        ))}
    </Stack>
  );
}
