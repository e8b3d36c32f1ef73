import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { formatEuro } from '../../../ui/format.ts';
import { TableHead } from '../../../ui/TableHead.tsx';
import { useDispatch } from '../commands.ts';
import { useEditorStore } from '../store/editorContext.tsx';
import { CountInput } from './CountInput.tsx';
import { PackagingDialog } from './PackagingDialog.tsx';
import { TransportPlan } from './TransportPlan.tsx';
import { useBags } from './useBags.ts';

/** Transport bags: counts the user chooses, the recommendation beside them, the bag warning (G1) and the plan (T1). */
export function BagsPanel() {
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const locale = currentLocale();
  const canEdit = useEditorStore((state) => state.bar?.can_edit ?? false);
  const { rows, hasTooFew } = useBags();
  const [isDialogOpen, setDialogOpen] = useState(false);

  return (
    <Stack gap="sm" data-testid="bags-panel">
      <Text size="sm" c="dimmed">
        {t('shell.bags.intro')}
      </Text>
      {hasTooFew && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="bag-warning">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t('warnings.tooFewBags')}</Text>
            <Button size="xs" variant="light" color="orange" onClick={() => setDialogOpen(true)}>
              {t('shell.bags.viewRecommendation')}
            </Button>
          </Group>
        </Alert>
      )}
      <Table striped withTableBorder fz="sm">
        <TableHead
          labels={[t('parts.name'), t('parts.partNumber')]}
          figureLabels={[t('parts.unitPrice'), t('shell.bags.recommended'), t('parts.quantity')]}
        />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.partId}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ff="monospace">{row.partNumber}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatEuro(row.price, locale)}
              </Table.Td>
              <Table.Td ta="right" data-testid={`bag-recommended-${row.partNumber}`}>
                {row.recommended}
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <CountInput
                    value={row.chosen}
                    disabled={!canEdit}
                    label={t('shell.singleParts.countOf', { name: row.name })}
                    onApply={(count) => dispatch({ type: 'setAccessoryCount', input: { partId: row.partId, count } })}
                    testId={`bag-count-${row.partNumber}`}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button
          leftSection={<IconPackage size={16} />}
          variant="light"
          onClick={() => setDialogOpen(true)}
          data-testid="open-recommendation"
        >
          {t('shell.bags.showRecommendation')}
        </Button>
      </Group>
      <TransportPlan />
      <PackagingDialog
        opened={isDialogOpen}
        onClose={() => setDialogOpen(false)}
        rows={rows}
        hasTooFew={hasTooFew}
        canEdit={canEdit}
      />
    </Stack>
  );
}
