/** On-Premise Services: each environment's services and their status. */
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
      <div className="apidash-groups">
        {byEnvironment(card.details).map(([environment, services]) => (
          <div key={environment} className="apidash-group">
            <Heading as="h3" size="xs" color="fg.muted">
              {environment}
            </Heading>
            <ul className="apidash-lines apidash-services" aria-label={`${environment} services`}>
              {services.map((service) => (
                <li key={service.id} className="apidash-line">
                  <StatusDot status={serviceStatus(service)} />
                  <p className="apidash-grow">{service.service}</p>
                  <p className="apidash-state" data-quiet={service.status === 'running' ? '' : undefined}>
                    {service.status}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </StatusCard>
  );
}
