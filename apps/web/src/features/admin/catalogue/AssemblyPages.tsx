import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AdminFormLayout, useAdminRecordForm } from '../form/index.ts';
import { AssemblyFields } from './AssemblyFields.tsx';
import {
  type AssemblyFormValues,
  assemblyFormSchema,
  assemblyFormValues,
  assemblyWriteOf,
  newAssemblyValues,
  rewriteAssemblyValues,
} from './assemblyForm.ts';
import {
  type AssemblyDto,
  adminCataloguePaths,
  catalogueKeys,
  createAssembly,
  loadAssembly,
  saveAssembly,
} from './catalogueApi.ts';
import { localeResolver } from './numberFields.ts';

/** `/admin/assemblies/:assemblyId`: edit an assembly. */
export function AssemblyEditPage() {
  const { t, i18n } = useTranslation();
  const assemblyId = useParams().assemblyId ?? '';
  const recordForm = useAdminRecordForm<AssemblyDto, AssemblyFormValues>({
    queryKey: catalogueKeys.assembly(assemblyId),
    load: () => loadAssembly(assemblyId),
    toValues: (assembly) => assemblyFormValues(assembly, i18n.language),
    save: (values) => saveAssembly(assemblyId, assemblyWriteOf(values, i18n.language)),
    resolver: localeResolver(assemblyFormSchema, () => i18n.language),
    rewriteForLanguage: rewriteAssemblyValues,
  });
  const name = recordForm.record?.translations.de.name ?? assemblyId;
  return (
    <AdminFormLayout
      recordForm={recordForm}
      title={t('adminCatalogue.assembly.title', { name })}
      testId="admin-assembly-form"
    >
      <AssemblyFields form={recordForm.form} />
    </AdminFormLayout>
  );
}

/** `/admin/assemblies/new`: create an assembly, then continue on its own page. */
export function AssemblyCreatePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const recordForm = useAdminRecordForm<AssemblyDto, AssemblyFormValues>({
    queryKey: catalogueKeys.newAssembly,
    createValues: newAssemblyValues(),
    toValues: (assembly) => assemblyFormValues(assembly, i18n.language),
    save: (values) => createAssembly(assemblyWriteOf(values, i18n.language)),
    resolver: localeResolver(assemblyFormSchema, () => i18n.language),
    rewriteForLanguage: rewriteAssemblyValues,
    savedMessage: t('adminCatalogue.assembly.created'),
    onSaved: (assembly) => void navigate(adminCataloguePaths.assembly(assembly.id), { replace: true }),
  });
  return (
    <AdminFormLayout
      recordForm={recordForm}
      title={t('adminCatalogue.assembly.newTitle')}
      saveLabel={t('adminCatalogue.assembly.create')}
      testId="admin-assembly-create"
    >
      <AssemblyFields form={recordForm.form} />
    </AdminFormLayout>
  );
}
