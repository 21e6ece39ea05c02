/**
 * The inspection screen's parts drawn with Chakra. The screen is plain CSS (ADR 0027) and
 * paints before Chakra's code is evaluated; these load as islands once the Chakra system is
 * there (src/components/ui/chakra-island.tsx, ADR 0033). Their modules are in the `chakra`
 * and `inspections-chakra` chunks (scripts/chunk-groups.ts), never in the screen's own.
 */
import { chakraIsland } from '@/components/ui/chakra-island';

export const ConfirmDialog = chakraIsland(() => import('@/components/confirm-dialog').then((module) => module.ConfirmDialog));
export const DiscardChangeDialog = chakraIsland(() => import('@/components/discard-change-dialog').then((module) => module.DiscardChangeDialog));
export const LoadError = chakraIsland(() => import('@/components/load-error').then((module) => module.LoadError));
export const DeliveryDialog = chakraIsland(() => import('./delivery-dialog').then((module) => module.DeliveryDialog));
