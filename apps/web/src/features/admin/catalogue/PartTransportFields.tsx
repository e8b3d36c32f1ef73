import { Divider, SimpleGrid, Text, Title } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBindFields } from '../form/bindFields.ts';
import { FormTextInput } from '../form/fields.tsx';
import { BOX_SIDES } from './boxText.ts';
import type { PartFormValues } from './partForm.ts';
import { FormKilogramsInput, FormMillimetresInput } from './unitFields.tsx';

/** T1 and E1 on the part form: packed size, watts, and for bags and cases the inner size and maximum load. */
export function PartTransportFields({
  form,
  isPackaging,
}: {
  form: UseFormReturn<PartFormValues>;
  isPackaging: boolean;
}) {
  const { t } = useTranslation();
  const field = useBindFields(form, { texts: 'adminCatalogue.part', testIds: 'part' });
  const box = (name: 'packed' | 'inner') =>
    BOX_SIDES.map((side) => (
      <FormMillimetresInput
        key={`${name}.${side}`}
        form={form}
        name={`${name}.${side}`}
        label={t(`adminCatalogue.part.${name}Side.${side}`)}
        testId={`part-${name}-${side}`}
      />
    ));
  return (
    <>
      <Divider />
      <Title order={4}>{t('adminCatalogue.part.transport')}</Title>
      <Text size="sm" c="dimmed">
        {t('adminCatalogue.part.transportHelp')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {box('packed')}
        <FormTextInput
          {...field('watts', { help: true })}
          inputMode="numeric"
          rightSection={<Text size="sm">W</Text>}
        />
      </SimpleGrid>
      {isPackaging && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {box('inner')}
          <FormKilogramsInput {...field('maxLoad')} grams={null} />
        </SimpleGrid>
      )}
    </>
  );
}
