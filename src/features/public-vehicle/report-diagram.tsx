/**
 * The damage diagram on the public report page (ADR 0090): the editor's and the PDF's drawing
 * (src/contract/damage-diagram.ts), to read: each damage's numbered marker in its item's zone,
 * the numbers those of the list below and of the PDF. A module of its own, called from
 * report-page.tsx.
 */
import { DamageDiagram } from '@/components/damage-diagram/damage-diagram';
import type { PublicDamage } from '@/contract/public-vehicle';

export function ReportDiagram({ damages }: { damages: readonly PublicDamage[] }) {
  return (
    <div className="pv-diagram">
      <DamageDiagram damages={damages} label="Damage diagram: where each damage is" />
    </div>
  );
}
