import { localize } from '@bar/domain/locale';
import { Divider, SimpleGrid, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { currentLocale } from '../../../i18n/index.ts';
import { AdminFormLayout, useBindFields } from '../form/index.ts';
import { ReadOnlyValue } from '../records/ui.tsx';
import { BOX_SIDES } from './boxText.ts';
import { catalogueKeys, loadVehicleClass, saveVehicleClass } from './catalogueApi.ts';
import { kilogramsToGrams } from './decimalUnits.ts';
import { FormKilogramsInput, FormMillimetresInput } from './unitFields.tsx';
import { useLocaleRecordForm } from './useLocaleRecordForm.ts';
import { VehicleClassNameField } from './VehicleClassNameField.tsx';
import { cargoLitres, vehicleClassFormKind } from './vehicleClassForm.ts';

/**
 * `/admin/vehicle-classes/:code`: a vehicle class's name per language, its usable cargo space in
 * millimetres and its payload in kilograms, numbers written as the interface language writes them.
 * The code identifies the class in transport plans, so it is shown but not editable. New plans use
 * a saved change at once.
 */
export function VehicleClassPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const code = useParams().code ?? '';
  const recordForm = useLocaleRecordForm(vehicleClassFormKind, {
    queryKey: catalogueKeys.vehicleClass(code),
    load: () => loadVehicleClass(code),
    send: (write) => saveVehicleClass(code, write),
    onSaved: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.vehicleClasses, exact: true }),
  });
  const { form } = recordForm;
  const field = useBindFields(form, { texts: 'adminCatalogue.vehicleClass', testIds: 'vehicle-class' });
  const vehicle = recordForm.record;
  const cargo = useWatch({ control: form.control, name: 'cargo' });
  const payload = useWatch({ control: form.control, name: 'payload' }) ?? '';
  const litres = cargo ? cargoLitres(cargo, i18n.language) : null;
  const grams = kilogramsToGrams(payload, i18n.language);
  return (
    <AdminFormLayout
      recordForm={recordForm}
      title={t('adminCatalogue.vehicleClass.title', { name: vehicle ? localize(vehicle.name, currentLocale()) : code })}
      testId="admin-vehicle-class-form"
    >
      <ReadOnlyValue label={t('adminCatalogue.vehicleClass.code')} value={vehicle?.code} testId="vehicle-class-code" />
      <VehicleClassNameField form={form} />
      <Divider />
      <Title order={4}>{t('adminCatalogue.vehicleClass.cargoAndPayload')}</Title>
      <Text size="sm" c="dimmed">
        {t('adminCatalogue.vehicleClass.cargoHelp')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {BOX_SIDES.map((side) => (
          <FormMillimetresInput
            key={side}
            form={form}
            name={`cargo.${side}`}
            label={t(`adminCatalogue.vehicleClass.side.${side}`)}
            required
            testId={`vehicle-class-cargo-${side}`}
          />
        ))}
        <FormKilogramsInput {...field('payload')} grams={grams} required />
      </SimpleGrid>
      <Text size="sm" data-testid="vehicle-class-volume">
        {litres === null
          ? t('adminCatalogue.vehicleClass.volumeUnknown')
          : t('adminCatalogue.vehicleClass.volumeIs', {
              litres: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(litres),
            })}
      </Text>
    </AdminFormLayout>
  );
}
