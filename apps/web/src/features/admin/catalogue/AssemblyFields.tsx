import { ASSEMBLY_SIDES } from '@bar/contracts/adminCatalogue';
import { ASSEMBLY_TYPES, type AssemblyType } from '@bar/domain/catalogue';
import { Divider, Select, SimpleGrid } from '@mantine/core';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBindFields } from '../form/bindFields.ts';
import { fieldError } from '../form/fieldError.ts';
import { FormSelect, FormSwitch, FormTextInput } from '../form/fields.tsx';
import { AssemblyPartsField } from './AssemblyPartsField.tsx';
import { AssemblyTranslationsField } from './AssemblyTranslationsField.tsx';
import { type AssemblyFormValues, mountChoices } from './assemblyForm.ts';

const NUMBER_FIELDS = ['width', 'depth', 'height', 'height_units'] as const;

/** Every field of an assembly, shared by the create and the edit page. */
export function AssemblyFields({ form }: { form: UseFormReturn<AssemblyFormValues> }) {
  const { t } = useTranslation();
  const field = useBindFields(form, { texts: 'adminCatalogue.assembly', testIds: 'assembly' });
  const type = useWatch({ control: form.control, name: 'type' });
  const mounts = mountChoices(type);
  const mountLabel = (mount: string) =>
    mount ? t(`adminCatalogue.assembly.mounts.${mount}`) : t('adminCatalogue.assembly.noMount');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <FormSelect
          {...field('type')}
          required
          data={ASSEMBLY_TYPES.map((value) => ({ value, label: t(`adminCatalogue.assembly.types.${value}`) }))}
          onPick={(value, take) => {
            take(value ?? '');
            // A mount the new type does not know would only come back as a 422.
            const allowed = mountChoices((value ?? '') as AssemblyType | '');
            if (!allowed.includes(form.getValues('mount')))
              form.setValue('mount', allowed[0] ?? '', { shouldDirty: true });
          }}
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
          {...field('side')}
          required
          data={ASSEMBLY_SIDES.map((value) => ({ value, label: t(`adminCatalogue.assembly.sides.${value}`) }))}
        />
        <FormSwitch {...field('is_active', { key: 'active' })} mt="xl" />
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
        <FormTextInput {...field('thumbnail', { help: true })} />
      </SimpleGrid>
      <Divider />
      <AssemblyTranslationsField form={form} />
      <Divider />
      <AssemblyPartsField form={form} />
    </>
  );
}
