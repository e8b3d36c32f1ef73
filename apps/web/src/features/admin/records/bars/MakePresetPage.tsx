import type { AdminPreset } from '@bar/contracts/adminRecords';
import { derivePresetFilters, type PresetFilters } from '@bar/domain/presetFilters';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { catalogueQueryKey, fetchCatalogue } from '../../../bars/index.ts';
import { AdminFormLayout } from '../../form/AdminFormLayout.tsx';
import { useAdminRecordForm } from '../../form/useAdminRecordForm.ts';
import { PresetFields } from '../presets/PresetFields.tsx';
import {
  createPresetRequestOf,
  emptyPresetValues,
  type PresetFormValues,
  presetValuesOf,
} from '../presets/presetValues.ts';
import { adminPaths, anyBarQuery, createPreset } from '../recordsApi.ts';

/**
 * `/admin/bars/:barId/make-preset`: a new preset whose document is a copy of the bar's, its filter
 * groups read from the bar (derivePresetFilters) and editable before saving. It starts inactive.
 */
export function MakePresetPage() {
  const { t } = useTranslation();
  const barId = useParams().barId ?? '';
  const bar = useQuery(anyBarQuery(barId));
  const catalogue = useQuery({
    queryKey: catalogueQueryKey,
    queryFn: fetchCatalogue,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (bar.isPending || catalogue.isPending) return <Loader />;
  if (bar.isError || catalogue.isError) return <Alert color="red">{t('adminRecords.form.loadFailed')}</Alert>;
  const filters = derivePresetFilters(bar.data, catalogue.data);
  return <MakePresetForm barId={barId} barName={bar.data.name} filters={filters} />;
}

function MakePresetForm({ barId, barName, filters }: { barId: string; barName: string; filters: PresetFilters }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recordForm = useAdminRecordForm<AdminPreset, PresetFormValues>({
    queryKey: ['admin', 'bars', barId, 'new-preset'],
    createValues: emptyPresetValues(barName, filters),
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
        <Text size="sm" c="dimmed" data-testid="make-preset-hint">
          {t('adminRecords.bar.makePresetHint')}
        </Text>
        <PresetFields form={recordForm.form} withActive={false} />
      </AdminFormLayout>
    </Stack>
  );
}
