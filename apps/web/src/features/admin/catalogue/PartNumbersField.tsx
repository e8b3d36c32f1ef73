import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../form/fieldError.ts';
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
          <TextInput
            style={{ flex: 1 }}
            aria-label={t('adminCatalogue.part.partNumberN', { number: index + 1 })}
            {...form.register(`variants.${index}.part_number`)}
            error={fieldError(form, `variants.${index}.part_number`, t)}
            data-testid="part-number"
          />
          <ActionIcon
            variant="light"
            color="red"
            size="lg"
            disabled={variants.fields.length === 1}
            onClick={() => variants.remove(index)}
            aria-label={t('adminCatalogue.part.removePartNumber', { number: index + 1 })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {listError && (
        <Text size="sm" c="red">
          {listError}
        </Text>
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => variants.append({ part_number: '' })}
        style={{ alignSelf: 'flex-start' }}
        data-testid="part-number-add"
      >
        {t('adminCatalogue.part.addPartNumber')}
      </Button>
    </Stack>
  );
}
