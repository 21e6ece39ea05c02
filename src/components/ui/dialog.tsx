/**
 * The kit's dialog (ADR 0079): the one frame every Chakra-drawn dialog of the console uses, a
 * title (and a line saying what it is about), the content, and the buttons at the bottom. It
 * traps the focus, closes on Escape, gives the focus back to what opened it, and scrolls inside
 * when asked. Screens import it, not Chakra's `Dialog` (lint forbids that outside this folder).
 * The inspection editor's native `<dialog>` (plain-dialog.tsx) is the plain form of it.
 */
import { chakra, Dialog as ChakraDialog, Flex, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button, CloseButton } from './button';

export interface DialogProps {
  title: ReactNode;
  /** Which record or what about: "API log 29051 · GET /v3/util/vehicles". */
  description?: ReactNode;
  children: ReactNode;
  /** The dialog's own buttons at the bottom (before Close, with `closeButton`). */
  footer?: ReactNode;
  /** A Close button ends the footer; it closes as Escape does. */
  closeButton?: boolean;
  /** The × in the corner. */
  cornerClose?: boolean;
  /** Mount it to open it (the default), or say. */
  open?: boolean;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  placement?: 'top' | 'center';
  /** `inside`: the content scrolls, the page stays put. */
  scrollBehavior?: 'inside' | 'outside';
  /** `alertdialog`: a question the user must answer. */
  role?: 'dialog' | 'alertdialog';
  /**
   * Where the focus starts (default: the first control). Given to the dialog's own focus trap:
   * a focus moved from an effect instead would race the trap, which moves the focus once it has
   * activated, a frame or more later on a busy machine.
   */
  initialFocusEl?: () => HTMLElement | null;
  /** A tap beside it closes it (the default); a form says no, so that nothing typed is lost. */
  closeOnInteractOutside?: boolean;
  /** Drawn inside this element rather than at the end of the body (inside a native modal dialog, which keeps the focus). */
  container?: RefObject<HTMLElement | null>;
  /** The content is a form: Enter submits it, as the footer's submit button does. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

export function Dialog({
  title,
  description,
  children,
  footer,
  closeButton,
  cornerClose,
  open = true,
  onClose,
  size,
  placement,
  scrollBehavior,
  role,
  initialFocusEl,
  closeOnInteractOutside,
  container,
  onSubmit,
}: DialogProps) {
  const parts = (
    <>
      <ChakraDialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe={cornerClose ? '16' : undefined}>
        <ChakraDialog.Title overflowWrap="anywhere">{title}</ChakraDialog.Title>
        {description ? (
          <ChakraDialog.Description color="fg.muted" fontSize="sm" overflowWrap="anywhere">
            {description}
          </ChakraDialog.Description>
        ) : null}
      </ChakraDialog.Header>
      <ChakraDialog.Body>{children}</ChakraDialog.Body>
      {footer || closeButton ? (
        <ChakraDialog.Footer>
          {footer}
          {closeButton ? (
            <ChakraDialog.ActionTrigger asChild>
              <Button variant="outline">Close</Button>
            </ChakraDialog.ActionTrigger>
          ) : null}
        </ChakraDialog.Footer>
      ) : null}
    </>
  );
  return (
    <ChakraDialog.Root
      open={open}
      size={size}
      placement={placement}
      scrollBehavior={scrollBehavior}
      role={role}
      initialFocusEl={initialFocusEl}
      closeOnInteractOutside={closeOnInteractOutside}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal container={container?.current ? container : undefined}>
        <ChakraDialog.Backdrop />
        <ChakraDialog.Positioner>
          <ChakraDialog.Content mx="4">
            {/* A form inside the dialog, not as it: a form may not take the dialog role. Its boxes lay out as the dialog's own. */}
            {onSubmit ? (
              <chakra.form display="contents" onSubmit={onSubmit} noValidate>
                {parts}
              </chakra.form>
            ) : (
              parts
            )}
            {/* In the corner: the kit's button places itself (position: relative), so a box places it. */}
            {cornerClose ? (
              <Flex position="absolute" top="3" insetEnd="3">
                <ChakraDialog.CloseTrigger asChild>
                  <CloseButton aria-label="Close" />
                </ChakraDialog.CloseTrigger>
              </Flex>
            ) : null}
          </ChakraDialog.Content>
        </ChakraDialog.Positioner>
      </Portal>
    </ChakraDialog.Root>
  );
}
