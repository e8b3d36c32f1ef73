import { zodResolver } from '@hookform/resolvers/zod';
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
} from './assemblyForm.ts';
import {
  type AssemblyDto,
  adminCataloguePaths,
  catalogueKeys,
  createAssembly,
  loadAssembly,
  saveAssembly,
} from './catalogueApi.ts';

/** `/admin/assemblies/:assemblyId`: edit an assembly. */
export function AssemblyEditPage() {
  const { t } = useTranslation();
  const assemblyId = useParams().assemblyId ?? '';
  const recordForm = useAdminRecordForm<AssemblyDto, AssemblyFormValues>({
    queryKey: catalogueKeys.assembly(assemblyId),
    load: () => loadAssembly(assemblyId),
    toValues: assemblyFormValues,
    save: (values) => saveAssembly(assemblyId, assemblyWriteOf(values)),
    resolver: zodResolver(assemblyFormSchema) as never,
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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recordForm = useAdminRecordForm<AssemblyDto, AssemblyFormValues>({
    queryKey: catalogueKeys.newAssembly,
    createValues: newAssemblyValues(),
    toValues: assemblyFormValues,
    save: (values) => createAssembly(assemblyWriteOf(values)),
    resolver: zodResolver(assemblyFormSchema) as never,
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
