/**
 * A label over its value in a description list (a vehicle's facts, the tyres' summary); ---
 * when there is no value. The caller's `<dl>` lays the facts out.
 */
import './fact.css';

export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="lc-fact">
      <dt>{label}</dt>
      <dd>{value || '---'}</dd>
    </div>
  );
}
