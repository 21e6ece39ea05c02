/**
 * The vehicle summary of the vehicle screens: the lineup
 * badge, year/make/model, Serial #, Odometer, Consignor, Stock # and Stock Date.
 */
import { Badge, Box, Flex, Stack } from '@chakra-ui/react';
import { Heading } from '@/components/ui/heading';
import { Fact } from '@/components/fact';
import type { VehicleFull } from '@/contract/vehicles';
import { formatStockDate } from '@/lib/dates';
import { lineupText } from '@/lib/lineup';

export function VehicleSummary({ vehicle }: { vehicle: VehicleFull }) {
  const position = vehicle.vehicle_positions[0];
  const timeZone = vehicle.install_info?.timezone ?? undefined;
  const odometer = vehicle.mileage != null ? `${vehicle.mileage.toLocaleString('en-US')} ${vehicle.odometer_uom ?? ''}`.trim() : '';
  return (
    <Stack gap="3" as="section" aria-label="Vehicle summary">
      <Flex gap="3" align="center" wrap="wrap">
        <Badge size="lg" colorPalette={position ? 'blue' : 'gray'}>
          {lineupText(position, timeZone)}
        </Badge>
      </Flex>
      <Heading as="h2" size="md">
        {[vehicle.autoyear, vehicle.automake, vehicle.automodel].filter(Boolean).join(' ')}
      </Heading>
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)' }} gap="3">
        <Fact label="Serial #" value={vehicle.vin ?? ''} />
        <Fact label="Odometer" value={odometer} />
        <Fact label="Consignor" value={vehicle.seller?.dealer_name ?? ''} />
        <Fact label="Stock #" value={vehicle.stock_number ?? ''} />
        <Fact label="Stock Date" value={formatStockDate(vehicle.stocked_date, timeZone)} />
      </Box>
    </Stack>
  );
}
