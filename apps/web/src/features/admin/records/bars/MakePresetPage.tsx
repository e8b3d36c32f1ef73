import type { AdminPreset } from '@bar/contracts/adminRecords';
import { Alert, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AdminFormLayout } from '../../form/AdminFormLayout.tsx';
import { useAdminRecordForm } from '../../form/useAdminRecordForm.ts';
import { PresetFields } from '../presets/PresetFields.tsx';
import {
  createPresetRequestOf,
  emptyPresetValues,
  type PresetFormValues,
  presetTypeOf,
  presetValuesOf,
} from '../presets/presetValues.ts';
import { adminPaths, anyBarQuery, createPreset } from '../recordsApi.ts';

/** `/admin/bars/:barId/make-preset`: a new preset whose document is a copy of the bar's. */
export function MakePresetPage() {
  const { t } = useTranslation();
  const barId = useParams().barId ?? '';
  const bar = useQuery(anyBarQuery(barId));
  if (bar.isPending) return <Loader />;
  if (bar.isError) return <Alert color="red">{t('adminRecords.form.loadFailed')}</Alert>;
  const type = presetTypeOf(bar.data.front.baseModules.length, bar.data.back.baseModules.length);
  return <MakePresetForm barId={barId} barName={bar.data.name} type={type} />;
}

function MakePresetForm({ barId, barName, type }: { barId: string; barName: string; type: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recordForm = useAdminRecordForm<AdminPreset, PresetFormValues>({
    queryKey: ['admin', 'bars', barId, 'new-preset'],
    createValues: emptyPresetValues(barName, type),
    toValues: presetValuesOf,
    save: (values) => createPreset(createPresetRequestOf(barId, values)),
    savedMessage: t('adminRecords.preset.created'),
    onSaved: (preset) => void navigate(adminPaths.preset(preset.id)),
  });
  return (
    <Stack>
      <AdminFormLayout
        recordForm={recordForm}
        title={t('adminRecords.bar.makePresetTitle', { name: barName })}
        saveLabel={t('adminRecords.bar.createPreset')}
        testId="admin-make-preset"
      >
        <PresetFields form={recordForm.form} withActive={false} />
      </AdminFormLayout>
    </Stack>
  );
}
