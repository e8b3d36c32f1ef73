import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { currentLocale } from '../../../i18n/index.ts';
import { AdminFormLayout } from '../form/index.ts';
import { AssemblyFields } from './AssemblyFields.tsx';
import { AssemblyUsageNote } from './AssemblyUsageNote.tsx';
import { assemblyFormKind, newAssemblyValues } from './assemblyForm.ts';
import { adminCataloguePaths, catalogueKeys, createAssembly, loadAssembly, saveAssembly } from './catalogueApi.ts';
import { useLocaleRecordForm } from './useLocaleRecordForm.ts';

/** `/admin/assemblies/:assemblyId`: edit an assembly. */
export function AssemblyEditPage() {
  const { t } = useTranslation();
  const assemblyId = useParams().assemblyId ?? '';
  const recordForm = useLocaleRecordForm(assemblyFormKind, {
    queryKey: catalogueKeys.assembly(assemblyId),
    load: () => loadAssembly(assemblyId),
    send: (write) => saveAssembly(assemblyId, write),
  });
  const translations = recordForm.record?.translations;
  const name = translations
    ? translations[currentLocale()]?.name || translations.en.name || translations.de.name
    : assemblyId;
  return (
    <AdminFormLayout
      recordForm={recordForm}
      title={t('adminCatalogue.assembly.title', { name })}
      testId="admin-assembly-form"
    >
      <AssemblyUsageNote assemblyId={assemblyId} />
      <AssemblyFields form={recordForm.form} />
    </AdminFormLayout>
  );
}

/** `/admin/assemblies/new`: create an assembly, then continue on its own page. */
export function AssemblyCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recordForm = useLocaleRecordForm(assemblyFormKind, {
    queryKey: catalogueKeys.newAssembly,
    createValues: newAssemblyValues(),
    send: createAssembly,
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
