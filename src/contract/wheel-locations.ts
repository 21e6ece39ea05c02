/**
 * The tyre and wheel location codes: the item ids of the Tire/Wheel damage entry and of the damage diagram's tyres and wheels. A module of its own, so that the
 * diagram (damage-diagram.ts, drawn on the public report page too) takes them without the
 * inspection rules (inspection-rules.ts re-exports them).
 */
export type WheelPosition = 'front_left' | 'front_right' | 'rear_left' | 'rear_right';

/** The item ids (= location codes) of the Tire/Wheel damage entry. */
export const tireLocationCodes: Readonly<Record<WheelPosition, number>> = { front_left: 1290, rear_left: 1300, front_right: 1310, rear_right: 1320 };
export const wheelLocationCodes: Readonly<Record<WheelPosition, number>> = { front_left: 155, front_right: 655, rear_left: 305, rear_right: 505 };
