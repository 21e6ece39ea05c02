/** A body type as the editor's choice names it: "Sport Utility (SUV)"; a code the site does not list, as it is (the contract's bodyTypeLabel, as the PDF prints it). */
import { bodyTypeLabel } from '@/contract/condition-report';
import type { InspectionVehicle } from '@/contract/inspections';

type BodyStyle = InspectionVehicle['body_styles'][number];

export const bodyStyleLabel = (style: BodyStyle) => bodyTypeLabel(style.body_style_code, style.body_style_desc);

/** The name of `code` among the site's body styles, or null. */
export const bodyStyleDesc = (code: string | null, styles: readonly BodyStyle[]): string | null =>
  styles.find((entry) => entry.body_style_code === code)?.body_style_desc ?? null;

export const bodyTypeText = (code: string | null, styles: readonly BodyStyle[]): string => bodyTypeLabel(code, bodyStyleDesc(code, styles));
