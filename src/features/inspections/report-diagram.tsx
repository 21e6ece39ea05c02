/**
 * The damage diagram in the inspection editor (issue 41, ADR 0090): a zone opens New Damage
 * with its item chosen (the damages narrowed to it, as a chosen item narrows them), a marker
 * opens its damage in the edit dialog; both through the dialog's store, so the dialog and its
 * outbox path are the toolbar's and the cards' own and work offline alike. The markers'
 * numbers are the cards'. A read-only report draws the diagram without buttons.
 */
import { memo, useMemo } from 'react';
import { DamageDiagram } from '@/components/damage-diagram/damage-diagram';
import type { DiagramDamage, DiagramZone } from '@/contract/damage-diagram';
import type { Drilldown } from '@/contract/inspections';
import { openDamageDialog, openNewDamageFor } from './damage-dialog-store';
import { diagramKeyboard } from './diagram-keys';
import type { ShownDamage } from './overlay';

type Placed = DiagramDamage & { shown: ShownDamage };

const openZone = (zone: DiagramZone) => openNewDamageFor(zone.itemId);
const openMarker = (damage: Placed) => openDamageDialog(damage.shown);

export const ReportDiagram = memo(function ReportDiagram({
  damages,
  items,
  canEdit,
  describedBy,
}: {
  damages: readonly ShownDamage[];
  items: Drilldown['items'] | undefined;
  canEdit: boolean;
  describedBy?: string;
}) {
  const placed = useMemo(
    () =>
      damages.map((shown): Placed => ({
        shown,
        item_code: shown.fields.item_code,
        severity_code: shown.fields.severity_code,
        item: shown.names.item,
        damage: shown.names.damage,
        severity: shown.names.severity,
      })),
    [damages],
  );
  const itemNames = useMemo(() => (items ? new Map(items.map((item) => [item.id, item.name])) : undefined), [items]);
  // Zones are buttons once the catalogue is here (New Damage needs it) and the report may be written.
  const writable = canEdit && itemNames !== undefined;
  return (
    <DamageDiagram
      damages={placed}
      itemNames={itemNames}
      onZone={writable ? openZone : undefined}
      onMarker={canEdit ? openMarker : undefined}
      describedBy={describedBy}
      label="Damage diagram: tap a part to add a damage to it"
      keyboard={diagramKeyboard}
    />
  );
});
