/**
 * The generic admin record form.
 *
 * ```tsx
 * const recordForm = useAdminRecordForm({
 *   queryKey: ['admin', 'colors', id],
 *   load: () => getRecord(recordPath('/colors', id), colorResponseSchema).then((body) => body.data),
 *   toValues: (color) => ({ name: color.name, active: color.active }),
 *   save: (values) => sendRecord('put', recordPath('/colors', id), values, colorResponseSchema).then((b) => b.data),
 *   resolver: zodResolver(colorRequestSchema),
 * });
 * return (
 *   <AdminFormLayout recordForm={recordForm} title={t('...')}>
 *     <FormTextInput form={recordForm.form} name="name" label={t('...')} testId="color-name" />
 *     <FormSwitch form={recordForm.form} name="active" label={t('...')} testId="color-active" />
 *   </AdminFormLayout>
 * );
 * ```
 * Create forms: omit `load`, pass `createValues`, POST in `save`, navigate in `onSaved`.
 * Field paths are dotted (`translations.de.name`); a 422's `errors` land on the field of the same path.
 */
export { AdminFormLayout } from './AdminFormLayout.tsx';
export { type FieldNaming, useBindFields } from './bindFields.ts';
export { errorText, fieldError } from './fieldError.ts';
export { FormPasswordInput, FormSelect, FormSwitch, FormTextarea, FormTextInput } from './fields.tsx';
export { LeaveConfirmModal, useLeaveGuard } from './leaveGuard.tsx';
export { getRecord, recordPath, sendRecord } from './recordApi.ts';
export { type AdminRecordForm, type AdminRecordFormOptions, useAdminRecordForm } from './useAdminRecordForm.ts';
