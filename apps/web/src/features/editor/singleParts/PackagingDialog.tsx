import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TableHead } from '../../../ui/TableHead.tsx';
import { useDispatch } from '../commands.ts';
import type { BagRow } from './useBags.ts';

/** "Package recommendation and bag warning": what G1 recommends, and applying it (overwrites chosen counts). */
export function PackagingDialog(props: {
  opened: boolean;
  onClose: () => void;
  rows: BagRow[];
  hasTooFew: boolean;
  canEdit: boolean;
}) {
  const dispatch = useDispatch();
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('shell.bags.dialogTitle')} centered size="lg">
      <Stack data-testid="packaging-dialog">
        {props.hasTooFew && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
            {t('warnings.tooFewBags')}
          </Alert>
        )}
        <Text size="sm">{t('shell.bags.dialogIntro')}</Text>
        <Table withTableBorder fz="sm">
          <TableHead labels={[t('parts.name')]} figureLabels={[t('shell.bags.recommended'), t('shell.bags.chosen')]} />
          <Table.Tbody>
            {props.rows.map((row) => (
              <Table.Tr key={row.partId}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td ta="right">{row.recommended}</Table.Td>
                <Table.Td ta="right" c={row.chosen < row.recommended ? 'orange.8' : undefined}>
                  {row.chosen}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          {t('shell.bags.overwriteNote')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} data-testid="ignore-recommendation">
            {t('shell.bags.ignore')}
          </Button>
          <Button
            disabled={!props.canEdit}
            onClick={() => {
              dispatch({ type: 'applyPackagingRecommendation' });
              props.onClose();
            }}
            data-testid="apply-recommendation"
          >
            {t('shell.bags.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
