import { localize } from '@bar/domain/locale';
import { Divider, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { currentLocale } from '../../../i18n/index.ts';
import { useBindFields } from '../form/bindFields.ts';
import { FormTextInput } from '../form/fields.tsx';
import { AdminFormLayout } from '../form/index.ts';
import { ReadOnlyValue } from '../records/ui.tsx';
import { catalogueKeys, loadPart, savePart } from './catalogueApi.ts';
import { kilogramsToGrams } from './decimalUnits.ts';
import { PartNumbersField } from './PartNumbersField.tsx';
import { PartTextsField } from './PartTextsField.tsx';
import { PartTransportFields } from './PartTransportFields.tsx';
import { partFormKind } from './partForm.ts';
import { FormKilogramsInput, FormMillimetresInput } from './unitFields.tsx';
import { useLocaleRecordForm } from './useLocaleRecordForm.ts';

const DIMENSIONS = ['width', 'height', 'depth'] as const;

/**
 * `/admin/parts/:partId`: names and descriptions per language, part numbers, net price (typed in
 * euros, sent as cents), weight (typed in kilograms, sent as grams) and dimensions in millimetres,
 * all numbers written as the interface language writes them ("1.234,56" in German, "1,234.56" in
 * English). Code and type identify the part in bars and rules, so they are shown but not editable.
 */
export function PartPage() {
  const { t, i18n } = useTranslation();
  const partId = useParams().partId ?? '';
  const recordForm = useLocaleRecordForm(partFormKind, {
    queryKey: catalogueKeys.part(partId),
    load: () => loadPart(partId),
    send: (write) => savePart(partId, write),
  });
  const { form } = recordForm;
  const field = useBindFields(form, { texts: 'adminCatalogue.part', testIds: 'part' });
  const part = recordForm.record;
  const weight = useWatch({ control: form.control, name: 'weight' }) ?? '';
  const grams = kilogramsToGrams(weight, i18n.language);
  return (
    <AdminFormLayout
      recordForm={recordForm}
      title={t('adminCatalogue.part.title', { name: part ? localize(part.name, currentLocale()) : partId })}
      testId="admin-part-form"
    >
      <Group gap="xl">
        <ReadOnlyValue label={t('adminCatalogue.part.code')} value={part?.code} testId="part-code" />
        <ReadOnlyValue
          label={t('adminCatalogue.part.type')}
          value={part && t(`shell.partTypes.${part.type}`, { defaultValue: part.type })}
          testId="part-type"
        />
      </Group>
      <PartTextsField form={form} />
      <Divider />
      <PartNumbersField form={form} />
      <Divider />
      <Title order={4}>{t('adminCatalogue.part.priceAndSize')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, xl: 5 }}>
        <FormTextInput
          {...field('price', { help: true })}
          required
          inputMode="decimal"
          rightSection={<Text size="sm">€</Text>}
        />
        <FormKilogramsInput {...field('weight')} grams={grams} required />
        {DIMENSIONS.map((dimension) => (
          <FormMillimetresInput key={dimension} {...field(dimension)} required />
        ))}
      </SimpleGrid>
      <PartTransportFields form={form} isPackaging={part?.type === 'packaging'} />
    </AdminFormLayout>
  );
}
