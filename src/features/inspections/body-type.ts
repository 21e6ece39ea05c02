/** A body type as the editor's choice names it: "Sport Utility (SUV)"; a code the site does not list, as it is. */
import type { InspectionVehicle } from '@/contract/inspections';

type BodyStyle = InspectionVehicle['body_styles'][number];

export const bodyStyleLabel = (style: BodyStyle) => `${style.body_style_desc} (${style.body_style_code})`;

export function bodyTypeText(code: string | null, styles: readonly BodyStyle[]): string {
  if (!code) return '';
  const style = styles.find((entry) => entry.body_style_code === code);
  return style ? bodyStyleLabel(style) : code;
}
