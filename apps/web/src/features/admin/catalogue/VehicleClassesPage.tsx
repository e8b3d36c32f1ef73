import type { VehicleClass } from '@bar/domain/catalogue';
import { localize } from '@bar/domain/locale';
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../../i18n/index.ts';
import { TableHead } from '../../../ui/TableHead.tsx';
import { CodeText, kilograms, millimetres } from '../lists/cells.tsx';
import { LoadFailedAlert, PageLoader } from '../shared/feedback.tsx';
import { adminCataloguePaths, catalogueKeys, loadVehicleClasses } from './catalogueApi.ts';
import { litresOf } from './vehicleClassForm.ts';

/**
 * `/admin/vehicle-classes`: the few vehicle classes the transport plan checks a bar against, in
 * their order, with cargo space, its volume and payload; a name opens the class's form. There are
 * only a handful, so the page has no search or paging.
 */
export function VehicleClassesPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const query = useQuery({ queryKey: catalogueKeys.vehicleClasses, queryFn: loadVehicleClasses });
  const title = t('admin.nav.vehicleClasses');
  if (query.isPending) return <PageLoader />;
  if (query.error) return <LoadFailedAlert error={query.error} title={title} />;
  const nameOf = (vehicle: VehicleClass) => localize(vehicle.name, currentLocale());
  const litres = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <Stack gap="md" data-testid="admin-vehicle-classes">
      <Title order={2}>{title}</Title>
      <Text size="sm" c="dimmed">
        {t('adminCatalogue.vehicleClass.intro')}
      </Text>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Table.ScrollContainer minWidth={640} type="native">
          <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" data-testid="list-table">
            <TableHead
              labels={[t('adminCatalogue.vehicleClass.name'), t('adminCatalogue.vehicleClass.cargo')]}
              figureLabels={[t('adminCatalogue.vehicleClass.volume'), t('adminCatalogue.vehicleClass.payloadColumn')]}
            />
            <Table.Tbody>
              {query.data.map((vehicle) => (
                <Table.Tr key={vehicle.code} data-testid={`vehicle-class-${vehicle.code}`}>
                  <Table.Td>
                    <Stack gap={0} align="flex-start">
                      <Anchor component={Link} to={adminCataloguePaths.vehicleClass(vehicle.code)} size="sm" fw={500}>
                        {nameOf(vehicle)}
                      </Anchor>
                      <CodeText code={vehicle.code} dimmed />
                    </Stack>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="vehicle-class-cargo">
                    {millimetres([vehicle.cargo.length, vehicle.cargo.width, vehicle.cargo.height], locale)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="vehicle-class-volume">
                    {`${litres.format(litresOf(vehicle.cargo))} l`}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="vehicle-class-payload">
                    {kilograms(vehicle.payload, locale)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
