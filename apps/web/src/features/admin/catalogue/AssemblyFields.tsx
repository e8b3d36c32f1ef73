import { ASSEMBLY_SIDES } from '@bar/contracts/adminCatalogue';
import { ASSEMBLY_TYPES, type AssemblyType } from '@bar/domain/catalogue';
import { Divider, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AssemblyPartsField } from './AssemblyPartsField.tsx';
import { AssemblyTranslationsField } from './AssemblyTranslationsField.tsx';
import { type AssemblyFormValues, mountChoices } from './assemblyForm.ts';
import { catalogueFieldError } from './fieldText.ts';

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
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Select
              label={t('adminCatalogue.assembly.type')}
              required
              data={ASSEMBLY_TYPES.map((value) => ({ value, label: t(`adminCatalogue.assembly.types.${value}`) }))}
              value={field.value || null}
              allowDeselect={false}
              onChange={(value) => {
                field.onChange(value ?? '');
                // A mount the new type does not know would only come back as a 422.
                const allowed = mountChoices((value ?? '') as AssemblyType | '');
                if (!allowed.includes(form.getValues('mount')))
                  form.setValue('mount', allowed[0] ?? '', { shouldDirty: true });
              }}
              error={catalogueFieldError(form, 'type', t)}
              data-testid="assembly-type"
            />
          )}
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
              error={catalogueFieldError(form, 'mount', t)}
              data-testid="assembly-mount"
            />
          )}
        />
        <Controller
          control={form.control}
          name="side"
          render={({ field }) => (
            <Select
              label={t('adminCatalogue.assembly.side')}
              required
              data={ASSEMBLY_SIDES.map((value) => ({ value, label: t(`adminCatalogue.assembly.sides.${value}`) }))}
              value={field.value}
              allowDeselect={false}
              onChange={(value) => value && field.onChange(value)}
              error={catalogueFieldError(form, 'side', t)}
              data-testid="assembly-side"
            />
          )}
        />
        <Controller
          control={form.control}
          name="is_active"
          render={({ field }) => (
            <Switch
              mt="xl"
              label={t('adminCatalogue.assembly.active')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              data-testid="assembly-active"
            />
          )}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, xl: 5 }}>
        {NUMBER_FIELDS.map((name) => (
          <TextInput
            key={name}
            label={t(`adminCatalogue.assembly.${name}`)}
            description={
              name === 'height_units'
                ? t('adminCatalogue.assembly.heightUnitsHelp')
                : t('adminCatalogue.part.millimetres')
            }
            required
            inputMode="numeric"
            {...form.register(name)}
            error={catalogueFieldError(form, name, t)}
            data-testid={`assembly-${name}`}
          />
        ))}
        <TextInput
          label={t('adminCatalogue.assembly.thumbnail')}
          description={t('adminCatalogue.assembly.thumbnailHelp')}
          {...form.register('thumbnail')}
          error={catalogueFieldError(form, 'thumbnail', t)}
          data-testid="assembly-thumbnail"
        />
      </SimpleGrid>
      <Divider />
      <AssemblyTranslationsField form={form} />
      <Divider />
      <AssemblyPartsField form={form} />
    </>
  );
}
