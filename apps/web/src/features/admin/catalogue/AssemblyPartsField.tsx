import { Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { fieldError } from '../form/fieldError.ts';
import { FormSelect } from '../form/fields.tsx';
import { AddRowButton, RemoveRowButton } from '../shared/rowButtons.tsx';
import type { AssemblyFormValues } from './assemblyForm.ts';
import { catalogueKeys, loadAllParts, type PartDto } from './catalogueApi.ts';

function partLabel(part: PartDto): string {
  const name = part.name[currentLocale()] || part.name.de;
  const number = part.variants[0]?.part_number;
  return number ? `${number} · ${name}` : name;
}

/** The parts an assembly is made of, chosen from `GET /api/parts`, each with a quantity. */
export function AssemblyPartsField({ form }: { form: UseFormReturn<AssemblyFormValues> }) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control: form.control, name: 'parts' });
  const parts = useQuery({ queryKey: catalogueKeys.allParts, queryFn: loadAllParts, staleTime: 60_000 });
  const options = (parts.data ?? []).map((part) => ({ value: String(part.id), label: partLabel(part) }));
  return (
    <Stack gap="xs" maw={820}>
      <Title order={4}>{t('adminCatalogue.assembly.parts')}</Title>
      {rows.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('adminCatalogue.assembly.noParts')}
        </Text>
      )}
      {rows.fields.map((field, index) => (
        <Group key={field.id} gap="xs" wrap="nowrap" align="flex-start" data-testid="assembly-part-row">
          <FormSelect
            form={form}
            name={`parts.${index}.part_id`}
            style={{ flex: 1 }}
            aria-label={t('adminCatalogue.assembly.partN', { number: index + 1 })}
            placeholder={t('adminCatalogue.assembly.choosePart')}
            data={options}
            searchable
            allowDeselect
            nothingFoundMessage={t('adminCatalogue.assembly.noPartFound')}
            onPick={(value, take) => take(value ?? '')}
            disabled={parts.isPending}
            testId="assembly-part-select"
          />
          <Controller
            control={form.control}
            name={`parts.${index}.quantity`}
            render={({ field: quantityField }) => (
              <NumberInput
                w={110}
                aria-label={t('adminCatalogue.assembly.quantityN', { number: index + 1 })}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                value={quantityField.value}
                onChange={quantityField.onChange}
                error={fieldError(form, `parts.${index}.quantity`, t)}
                data-testid="assembly-part-quantity"
              />
            )}
          />
          <RemoveRowButton
            label={t('adminCatalogue.assembly.removePart', { number: index + 1 })}
            onClick={() => rows.remove(index)}
          />
        </Group>
      ))}
      <AddRowButton onClick={() => rows.append({ part_id: '', quantity: 1 })} testId="assembly-part-add">
        {t('adminCatalogue.assembly.addPart')}
      </AddRowButton>
    </Stack>
  );
}
