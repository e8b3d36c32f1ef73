import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { secondsLeft } from './photoChoices.ts';
import type { RunningPhoto } from './runPhoto.ts';

/** The photo's progress: a bar with its percentage, the samples so far and the time still to wait. */
export function PhotoProgressBar({ run }: { run: RunningPhoto }) {
  const { t } = useTranslation();
  const { samples, total } = run.progress;
  const percent = Math.floor((100 * samples) / Math.max(1, total));
  const left = secondsLeft(run.progress, performance.now() - run.startedAt);
  const shown = Math.floor(samples);
  return (
    <Stack gap={4} data-testid="photo-progress" data-samples={shown} data-total={total}>
      <Progress value={percent} size="lg" aria-label={t('photo.progressLabel')} animated={samples === 0} />
      <Text size="sm">
        {samples === 0 ? t('photo.preparing') : t('photo.progress', { percent, samples: shown, total })}
      </Text>
      {left !== null && (
        <Text size="xs" c="dimmed" data-testid="photo-left">
          {t('photo.left', { seconds: left })}
        </Text>
      )}
    </Stack>
  );
}
