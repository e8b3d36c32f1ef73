import { type AdminAuditRow, AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from '@bar/contracts/adminLists';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminList } from '../list/AdminList.tsx';
import { auditRecordPath, auditValueText, isSingleRecord, REDACTED } from './auditRecords.ts';
import { optionsOf } from './cells.tsx';
import { useListBuilders } from './columns.tsx';

const ACTION_COLORS = { create: 'teal', update: 'blue', delete: 'red' } as const;

/** `/admin/audit`: who changed which record when, and which fields from what to what. */
export function AuditListPage() {
  const { t } = useTranslation();
  const build = useListBuilders<'audit'>();
  const typeLabel = (type: string) => t(`admin.audit.recordTypes.${type}`);
  const actionLabel = (action: string) => t(`admin.audit.actions.${action}`);
  return (
    <AdminList
      list="audit"
      filters={[
        build.filter('record_type', 'record', optionsOf(AUDIT_RECORD_TYPES, typeLabel)),
        build.filter('action', 'action', optionsOf(AUDIT_ACTIONS, actionLabel)),
        build.dayFilter('from', 'from'),
        build.dayFilter('to', 'to'),
      ]}
      columns={[
        build.date('created_at', 'when', (row) => row.created_at, { sort: true }),
        build.plain('actor_email', 'actor', (row) => row.actor.email, { sort: true }),
        build.plain('record_type', 'record', (row) => <RecordLink row={row} label={typeLabel(row.record_type)} />, {
          sort: true,
        }),
        build.plain('action', 'action', (row) => (
          <Badge variant="light" size="sm" color={ACTION_COLORS[row.action]}>
            {actionLabel(row.action)}
          </Badge>
        )),
        build.plain('changes', 'changes', (row) => <ChangedFields row={row} />),
      ]}
    />
  );
}

function RecordLink({ row, label }: { row: AdminAuditRow; label: string }) {
  const text = isSingleRecord(row.record_type) ? label : `${label} #${row.record_id}`;
  return (
    <Anchor component={Link} to={auditRecordPath(row)} size="sm" data-testid="audit-record-link">
      {text}
    </Anchor>
  );
}

function ChangedFields({ row }: { row: AdminAuditRow }) {
  const { t } = useTranslation();
  const fields = Object.entries(row.changes);
  return (
    <Stack gap={2} data-testid="audit-changes">
      {fields.map(([field, { before, after }]) => (
        <Text key={field} size="xs" data-testid="audit-change">
          <Text span ff="monospace" fw={600} size="xs">
            {field}
          </Text>
          {': '}
          {row.action === 'create' ? (
            <ShownValue value={after} />
          ) : (
            <>
              <ShownValue value={before} /> → <ShownValue value={after} />
            </>
          )}
        </Text>
      ))}
      {fields.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('admin.audit.noFields')}
        </Text>
      )}
    </Stack>
  );
}

function ShownValue({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === REDACTED) {
    return (
      <Text span size="xs" c="dimmed" fs="italic">
        {t('admin.audit.redacted')}
      </Text>
    );
  }
  return (
    <Text span size="xs" c={value === null ? 'dimmed' : undefined}>
      {auditValueText(value)}
    </Text>
  );
}
