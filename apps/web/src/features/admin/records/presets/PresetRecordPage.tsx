import type { AdminPreset } from '@bar/contracts/adminRecords';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { showNotice } from '../../../../ui/notifications.ts';
import { presetPath } from '../../../presets/index.ts';
import { AdminFormLayout } from '../../form/AdminFormLayout.tsx';
import { useAdminRecordForm } from '../../form/useAdminRecordForm.ts';
import { ConfirmModal } from '../../shared/ConfirmModal.tsx';
import { deletePreset, fetchAdminPreset, recordKeys, updatePreset } from '../recordsApi.ts';
import { PresetFields } from './PresetFields.tsx';
import { type PresetFormValues, presetValuesOf, updatePresetRequestOf } from './presetValues.ts';

/** `/admin/bar-presets/:presetId`: names, filter groups, thumbnail, active; delete; start a bar from it. */
export function PresetRecordPage() {
  const { t } = useTranslation();
  const id = Number(useParams().presetId);
  const recordForm = useAdminRecordForm<AdminPreset, PresetFormValues>({
    queryKey: recordKeys.preset(id),
    load: () => fetchAdminPreset(id),
    toValues: presetValuesOf,
    save: (values) => updatePreset(id, updatePresetRequestOf(values)),
  });
  const preset = recordForm.record;
  return (
    <AdminFormLayout
      recordForm={recordForm}
      title={preset ? t('adminRecords.preset.title', { name: preset.name }) : t('adminRecords.preset.titlePlain')}
      testId="admin-preset"
      actions={preset && <DeletePresetButton preset={preset} />}
    >
      {preset && (
        <Stack gap="md">
          <Group gap="lg">
            <Text size="sm" c="dimmed">
              {t('adminRecords.preset.code', { code: preset.code })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('adminRecords.preset.modules', { count: preset.module_count })}
            </Text>
            <Anchor component={Link} to={presetPath(preset.id)} size="sm" data-testid="preset-start-bar">
              {t('adminRecords.preset.startBar')}
            </Anchor>
          </Group>
          <PresetFields form={recordForm.form} withActive document={preset.document} />
        </Stack>
      )}
    </AdminFormLayout>
  );
}

function DeletePresetButton({ preset }: { preset: AdminPreset }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deletePreset(preset.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: recordKeys.preset(preset.id) });
      showNotice({
        tone: 'info',
        title: t('adminRecords.preset.deletedTitle'),
        message: t('adminRecords.preset.deleted', { name: preset.name }),
      });
      void navigate('/admin/bar-presets');
    },
  });
  return (
    <>
      <Button color="red" variant="light" onClick={() => setConfirming(true)} data-testid="preset-delete">
        {t('adminRecords.preset.delete')}
      </Button>
      <ConfirmModal
        opened={isConfirming}
        title={t('adminRecords.preset.deleteTitle')}
        message={t('adminRecords.preset.deleteQuestion', { name: preset.name })}
        problem={
          remove.isError && (
            <Text c="red" size="sm" role="alert">
              {t('errors.generic')}
            </Text>
          )
        }
        cancelLabel={t('account.cancel')}
        confirmLabel={t('adminRecords.preset.delete')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
        isPending={remove.isPending}
        confirmTestId="preset-delete-confirm"
      />
    </>
  );
}
