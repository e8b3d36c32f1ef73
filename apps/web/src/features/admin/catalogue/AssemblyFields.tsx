import { ASSEMBLY_SIDES } from '@bar/contracts/adminCatalogue';
import { ASSEMBLY_TYPES, type AssemblyType } from '@bar/domain/catalogue';
import { Divider, Select, SimpleGrid } from '@mantine/core';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../form/fieldError.ts';
import { FormSelect, FormSwitch, FormTextInput } from '../form/fields.tsx';
import { AssemblyPartsField } from './AssemblyPartsField.tsx';
import { AssemblyTranslationsField } from './AssemblyTranslationsField.tsx';
import { type AssemblyFormValues, mountChoices } from './assemblyForm.ts';

const NUMBER_FIELDS = ['width', 'depth', 'height', 'height_units'] as const;

/** Every field of an assembly, shared by the create and the edit page. */
export function AssemblyFields({ form }: { form: UseFormReturn<AssemblyFormValues> }) {
  const { t } = useTranslation();
  const type = useWatch({ control: form.control, name: 'type' });
  const mounts = mountChoices(type);
  const mountLabel = (mount: string) =>
    mount ? t(`adminCatalogue.assembly.mounts.${mount}`) : t('adminCatalogue.assembly.noMount');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <FormSelect
          form={form}
          name="type"
          label={t('adminCatalogue.assembly.type')}
          required
          data={ASSEMBLY_TYPES.map((value) => ({ value, label: t(`adminCatalogue.assembly.types.${value}`) }))}
          onPick={(value, take) => {
            take(value ?? '');
            // A mount the new type does not know would only come back as a 422.
            const allowed = mountChoices((value ?? '') as AssemblyType | '');
            if (!allowed.includes(form.getValues('mount')))
              form.setValue('mount', allowed[0] ?? '', { shouldDirty: true });
          }}
          testId="assembly-type"
        />
        <Controller
          control={form.control}
          name="mount"
          render={({ field }) => (
            <Select
              label={t('adminCatalogue.assembly.mount')}
              data={mounts.map((mount) => ({ value: mount || 'none', label: mountLabel(mount) }))}
              value={field.value || 'none'}
              allowDeselect={false}
              disabled={mounts.length < 2}
              onChange={(value) => field.onChange(!value || value === 'none' ? '' : value)}
              error={fieldError(form, 'mount', t)}
              data-testid="assembly-mount"
            />
          )}
        />
        <FormSelect
          form={form}
          name="side"
          label={t('adminCatalogue.assembly.side')}
          required
          data={ASSEMBLY_SIDES.map((value) => ({ value, label: t(`adminCatalogue.assembly.sides.${value}`) }))}
          testId="assembly-side"
        />
        <FormSwitch
          form={form}
          name="is_active"
          mt="xl"
          label={t('adminCatalogue.assembly.active')}
          testId="assembly-active"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, xl: 5 }}>
        {NUMBER_FIELDS.map((name) => (
          <FormTextInput
            key={name}
            form={form}
            name={name}
            label={t(`adminCatalogue.assembly.${name}`)}
            description={
              name === 'height_units'
                ? t('adminCatalogue.assembly.heightUnitsHelp')
                : t('adminCatalogue.part.millimetres')
            }
            required
            inputMode="numeric"
            testId={`assembly-${name}`}
          />
        ))}
        <FormTextInput
          form={form}
          name="thumbnail"
          label={t('adminCatalogue.assembly.thumbnail')}
          description={t('adminCatalogue.assembly.thumbnailHelp')}
          testId="assembly-thumbnail"
        />
      </SimpleGrid>
      <Divider />
      <AssemblyTranslationsField form={form} />
      <Divider />
      <AssemblyPartsField form={form} />
    </>
  );
}
