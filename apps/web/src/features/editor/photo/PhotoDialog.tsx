import { Alert, Button, Checkbox, Group, Image, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconCamera, IconDownload, IconPhoto } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPhotoSource } from '../../../scene/photo/photoSource.ts';
import { photoSupport } from '../../../scene/photo/photoSupport.ts';
import { RequestDialog } from '../../../ui/RequestDialog.tsx';
import { saveFile } from '../../pdf/index.ts';
import { photoFileName } from '../saveImage/imageFileName.ts';
import { saveImage } from '../saveImage/saveImage.ts';
import { handPhotoToBar } from './barPicture.ts';
import { PhotoProgressBar } from './PhotoProgressBar.tsx';
import {
  becomesBarPicture,
  PHOTO_QUALITIES,
  type PhotoQuality,
  type PhotoSizeChoice,
  photoSize,
} from './photoChoices.ts';
import { closePhotoDialog, type PhotoRequest, usePhotoRequest } from './photoDialogStore.ts';
import { type PhotoChoices, type RunningPhoto, runPhoto } from './runPhoto.ts';

type Phase =
  | { kind: 'choose' }
  | { kind: 'working'; run: RunningPhoto }
  | { kind: 'done'; blob: Blob; url: string; choices: PhotoChoices; isBarPicture: boolean }
  | { kind: 'failed'; problem: 'noScene' | 'failed' };

const SIZE_CHOICES: PhotoSizeChoice[] = ['view', 'hd', 'fullHd', 'uhd', 'small'];

function viewAspect(): number {
  return currentPhotoSource()?.aspect ?? 16 / 9;
}

function ChoicesForm({ choices, onChange }: { choices: PhotoChoices; onChange: (choices: PhotoChoices) => void }) {
  const { t } = useTranslation();
  const view = photoSize('view', viewAspect());
  return (
    <Stack gap="sm">
      <Select
        label={t('photo.size')}
        value={choices.size}
        allowDeselect={false}
        onChange={(value) => value && onChange({ ...choices, size: value as PhotoSizeChoice })}
        data={SIZE_CHOICES.map((size) => ({ value: size, label: t(`photo.sizes.${size}`, view) }))}
        data-testid="photo-size"
        comboboxProps={{ withinPortal: false }}
      />
      <Select
        label={t('photo.quality')}
        value={choices.quality}
        allowDeselect={false}
        onChange={(value) => value && onChange({ ...choices, quality: value as PhotoQuality })}
        data={(Object.keys(PHOTO_QUALITIES) as PhotoQuality[]).map((quality) => ({
          value: quality,
          label: t(`photo.qualities.${quality}`),
        }))}
        data-testid="photo-quality"
        comboboxProps={{ withinPortal: false }}
      />
      <Checkbox
        label={t('photo.background')}
        checked={choices.background}
        onChange={(event) => onChange({ ...choices, background: event.currentTarget.checked })}
        data-testid="photo-background"
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="photo-format-label">
          {t('photo.format')}
        </Text>
        <SegmentedControl
          aria-labelledby="photo-format-label"
          value={choices.background ? choices.format : 'png'}
          onChange={(value) => onChange({ ...choices, format: value as PhotoChoices['format'] })}
          disabled={!choices.background}
          data={[
            { value: 'png', label: 'PNG' },
            { value: 'jpeg', label: 'JPEG' },
          ]}
          data-testid="photo-format"
        />
        {!choices.background && (
          <Text size="xs" c="dimmed">
            {t('photo.pngOnly')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

/** Where the browser cannot path trace: says so and offers the picture of the view with its effects. */
function Unsupported({ request, background }: { request: PhotoRequest; background: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" role="alert" data-testid="photo-unsupported">
      <Stack gap="xs">
        <Text size="sm">{t('photo.unsupported')}</Text>
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPhoto size={14} />}
            onClick={() => void saveImage(request.barName, background ? 'with' : 'transparent')}
            data-testid="photo-save-raster"
          >
            {t('photo.saveRaster')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function PhotoDialogBody({ request }: { request: PhotoRequest }) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<PhotoChoices>({
    size: 'view',
    quality: 'good',
    background: true,
    format: 'png',
  });
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const [isSupported] = useState(() => photoSupport() === 'supported');
  const running = useRef<RunningPhoto | null>(null);
  const shownUrl = phase.kind === 'done' ? phase.url : null;
  useEffect(() => () => running.current?.cancel(), []);
  useEffect(() => () => void (shownUrl && URL.revokeObjectURL(shownUrl)), [shownUrl]);

  const start = () => {
    const asked = { ...choices, format: choices.background ? choices.format : ('png' as const) };
    const run = runPhoto(asked, () => setPhase((current) => (current.kind === 'working' ? { ...current } : current)));
    running.current = run;
    setPhase({ kind: 'working', run });
    void run.result.then((result) => {
      if (running.current !== run) return;
      running.current = null;
      if (result.kind === 'made') {
        const isBarPicture = request.pictureOf !== null && becomesBarPicture(asked, run.size);
        setPhase({
          kind: 'done',
          blob: result.blob,
          url: URL.createObjectURL(result.blob),
          choices: asked,
          isBarPicture,
        });
        if (request.pictureOf && isBarPicture)
          void handPhotoToBar(request.pictureOf, result.blob).catch(() => undefined);
      } else if (result.kind === 'cancelled') setPhase({ kind: 'choose' });
      else setPhase({ kind: 'failed', problem: result.kind === 'noScene' ? 'noScene' : 'failed' });
    });
  };
  const cancel = () => {
    running.current?.cancel();
    running.current = null;
    setPhase({ kind: 'choose' });
  };
  const save = () => {
    if (phase.kind !== 'done') return;
    saveFile(
      phase.blob,
      photoFileName(request.barName, { transparent: !phase.choices.background, format: phase.choices.format }),
    );
  };

  return (
    <Stack data-testid="photo-dialog" data-phase={phase.kind}>
      <Text size="sm">{t('photo.intro')}</Text>
      {!isSupported && <Unsupported request={request} background={choices.background} />}
      {phase.kind === 'choose' || phase.kind === 'failed' ? (
        <ChoicesForm choices={choices} onChange={setChoices} />
      ) : null}
      {phase.kind === 'working' && <PhotoProgressBar run={phase.run} />}
      {phase.kind === 'failed' && (
        <Alert color="red" role="alert" data-testid="photo-problem" data-problem={phase.problem}>
          {t(`photo.${phase.problem}`)}
        </Alert>
      )}
      {phase.kind === 'done' && (
        <Stack gap="xs">
          <Text size="sm" role="status" data-testid="photo-done">
            {t('photo.done')}
            {phase.isBarPicture && ` ${t('photo.barPicture')}`}
          </Text>
          <Image
            src={phase.url}
            alt={t('photo.preview')}
            fit="contain"
            mah={320}
            radius="sm"
            // The chequerboard shows what is transparent; a photo with its background has none.
            style={
              phase.choices.background
                ? undefined
                : { background: 'repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px' }
            }
            data-testid="photo-preview"
          />
        </Stack>
      )}
      <Group justify="flex-end">
        {phase.kind === 'working' ? (
          <Button variant="default" onClick={cancel} data-testid="photo-cancel">
            {t('photo.cancel')}
          </Button>
        ) : (
          <Button variant="default" onClick={closePhotoDialog} data-testid="photo-close">
            {t('photo.close')}
          </Button>
        )}
        {phase.kind === 'done' ? (
          <>
            <Button variant="light" onClick={() => setPhase({ kind: 'choose' })} data-testid="photo-again">
              {t('photo.again')}
            </Button>
            <Button leftSection={<IconDownload size={16} />} onClick={save} data-testid="photo-save">
              {t('photo.save')}
            </Button>
          </>
        ) : (
          <Button
            leftSection={<IconCamera size={16} />}
            onClick={start}
            disabled={!isSupported || phase.kind === 'working'}
            data-testid="photo-make"
          >
            {t('photo.make')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** "Make a photo": a path-traced still of the 3D view, its size, background, format and quality chosen. */
export function PhotoDialog() {
  const { t } = useTranslation();
  return (
    <RequestDialog request={usePhotoRequest()} title={t('photo.title')} onClose={closePhotoDialog}>
      {(request) => <PhotoDialogBody request={request} />}
    </RequestDialog>
  );
}
