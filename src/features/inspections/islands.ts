/**
 * The inspection screen's dialogs and notices that are not its own. Those drawn with Chakra
 * (the load error, the delivery dialog) are islands: the screen is plain CSS (ADR 0027) and
 * paints before Chakra's code is evaluated; these load as islands once the Chakra system is
 * there (src/components/ui/chakra-island.tsx, ADR 0033). Their modules are in the `chakra`
 * and `inspections-chakra` chunks (scripts/chunk-groups.ts), never in the screen's own. The
 * dialogs the inspector opens say so when their code has not reached the device and the
 * connection is gone (before the service worker had it), instead of not opening.
 */
import { chakraIsland } from '@/components/ui/chakra-island';

// The questions are the kit's dialog, plain (ADR 0080): imported as they are, they open offline.
export { ConfirmDialog } from '@/components/confirm-dialog';
export { DiscardChangeDialog } from '@/components/discard-change-dialog';
export const LoadError = chakraIsland(() => import('@/components/load-error').then((module) => module.LoadError));
export const DeliveryDialog = chakraIsland(() => import('./delivery-dialog').then((module) => module.DeliveryDialog), {
  opens: 'Inspection Delivery Options',
});
