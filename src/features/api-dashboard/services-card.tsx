/** On-Premise Services: each environment's services and their status. */
import { Flex, Stack, Text } from '@chakra-ui/react';
import { Heading } from '@/components/ui/heading';
import type { ApiStatusSummary, PremiseService } from '@/contract/api-status';
import { StatusCard, StatusDot } from './status-card';
import { serviceStatus } from './status-colors';

function byEnvironment(services: readonly PremiseService[]): [string, PremiseService[]][] {
  const groups = new Map<string, PremiseService[]>();
  for (const service of services) groups.set(service.environment, [...(groups.get(service.environment) ?? []), service]);
  return [...groups];
}

export function ServicesCard({ card }: { card: ApiStatusSummary['services'] }) {
  return (
    <StatusCard title="On-Premise Services" status={card.status} counts={`${card.running} running · ${card.degraded} degraded · ${card.stopped} stopped`}>
      <Stack gap="4">
        {byEnvironment(card.details).map(([environment, services]) => (
          <Stack key={environment} gap="1.5">
            <Heading as="h3" size="xs" color="fg.muted">
              {environment}
            </Heading>
            <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0" aria-label={`${environment} services`}>
              {services.map((service) => (
                <Flex as="li" key={service.id} gap="2.5" align="center">
                  <StatusDot status={serviceStatus(service)} />
                  <Text flex="1">{service.service}</Text>
                  <Text fontWeight={service.status === 'running' ? 'normal' : 'semibold'} color={service.status === 'running' ? 'fg.muted' : undefined}>
                    {service.status}
                  </Text>
                </Flex>
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </StatusCard>
  );
}
