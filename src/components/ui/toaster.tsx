/**
 * The renderer and store of the snackbars (see components/snackbar.ts, the API to use):
 * Chakra's toast at the top centre, 6000 ms. Errors and warnings are announced at once
 * (role alert), info and success politely (role status). Each snackbar has a 44 px
 * dismiss button and stays while hovered or focused.
 */
import { createToaster, Toaster as ChakraToaster, Portal, Toast } from '@chakra-ui/react';
import { snackbarDurationMs } from '@/components/snackbar';

export const toaster = createToaster({
  placement: 'top',
  duration: snackbarDurationMs,
  // Three at most: a burst of failures should not bury the page.
  max: 3,
  pauseOnPageIdle: true,
});

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'md' }} alignItems="center" pe="2" py="2" role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <Toast.Title flex="1" textStyle="md" py="2">
              {toast.title}
            </Toast.Title>
            <Toast.CloseTrigger position="static" minW="44px" minH="44px" flexShrink="0" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
