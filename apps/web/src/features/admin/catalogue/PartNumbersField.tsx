import { Group, Stack, Text, Title } from '@mantine/core';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../form/fieldError.ts';
import { FormTextInput } from '../form/fields.tsx';
import { AddRowButton, RemoveRowButton } from '../shared/rowButtons.tsx';
import type { PartFormValues } from './partForm.ts';

/** The part's numbers (variants): at least one; each appears on parts lists and quotes. */
export function PartNumbersField({ form }: { form: UseFormReturn<PartFormValues> }) {
  const { t } = useTranslation();
  const variants = useFieldArray({ control: form.control, name: 'variants' });
  const listError = fieldError(form, 'variants', t) ?? fieldError(form, 'variants.root' as 'variants', t);
  return (
    <Stack gap="xs" maw={520}>
      <Title order={4}>{t('adminCatalogue.part.partNumbers')}</Title>
      {variants.fields.map((field, index) => (
        <Group key={field.id} gap="xs" wrap="nowrap" align="flex-start">
          <FormTextInput
            form={form}
            name={`variants.${index}.part_number`}
            style={{ flex: 1 }}
            aria-label={t('adminCatalogue.part.partNumberN', { number: index + 1 })}
            testId="part-number"
          />
          <RemoveRowButton
            label={t('adminCatalogue.part.removePartNumber', { number: index + 1 })}
            onClick={() => variants.remove(index)}
            disabled={variants.fields.length === 1}
          />
        </Group>
      ))}
      {listError && (
        <Text size="sm" c="red">
          {listError}
        </Text>
      )}
      <AddRowButton onClick={() => variants.append({ part_number: '' })} testId="part-number-add">
        {t('adminCatalogue.part.addPartNumber')}
      </AddRowButton>
    </Stack>
  );
}
