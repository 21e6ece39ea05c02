/**
 * The inspection screen's parts drawn with Chakra. The screen is plain CSS (ADR 0027) and
 * paints before Chakra's code is evaluated; these load as islands once the Chakra system is
 * there (src/components/ui/chakra-island.tsx, ADR 0033). Their modules are in the `chakra`
 * and `inspections-chakra` chunks (scripts/chunk-groups.ts), never in the screen's own. The
 * dialogs the inspector opens say so when their code has not reached the device and the
 * connection is gone (before the service worker had it), instead of not opening.
 */
import { chakraIsland } from '@/components/ui/chakra-island';

export const ConfirmDialog = chakraIsland(() => import('@/components/confirm-dialog').then((module) => module.ConfirmDialog), { opens: 'the question' });
export const DiscardChangeDialog = chakraIsland(() => import('@/components/discard-change-dialog').then((module) => module.DiscardChangeDialog), {
  opens: 'the question',
});
export const LoadError = chakraIsland(() => import('@/components/load-error').then((module) => module.LoadError));
export const DeliveryDialog = chakraIsland(() => import('./delivery-dialog').then((module) => module.DeliveryDialog), {
  opens: 'Inspection Delivery Options',
});
