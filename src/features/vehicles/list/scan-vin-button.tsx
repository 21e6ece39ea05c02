/**
 * Scan VIN (issue 41, ADR 0092): the control beside the header's "VIN or last 6" box. It opens
 * the scanner's dialog, whose code (and, where the browser has no BarcodeDetector, ZXing's
 * WebAssembly) loads only now: the vehicles list carries this button and nothing of the scanner.
 * A VIN read goes to `onVin`, the box's own way of opening a vehicle by its VIN.
 *
 * `openNow` opens it without a press: the top bar's Scan VIN (ADR 0093) brought the user to this
 * list for it. Closing the dialog then brings the focus to this button, beside the box to type
 * in, as after a press.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CameraIcon } from '@/components/camera-icon';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import type { ScanVinDialogProps } from '../scan/scan-vin-dialog';
import { scanTexts } from './scan-texts';

/** The scanner's code could not be had (offline, on a device whose service worker has not stored it yet). */
function ScannerNotLoaded({ onClose }: ScanVinDialogProps) {
  return (
    <Dialog title={scanTexts.title} onClose={onClose} closeButton>
      <Notice status="error" title={scanTexts.readerFailedTitle}>
        {scanTexts.readerFailed}
      </Notice>
    </Dialog>
  );
}

const ScanVinDialog = lazy(() => import('../scan/scan-vin-dialog').catch(() => ({ default: ScannerNotLoaded })));

/** Starts loading the scanner ahead of the press (a pointer over the button, a finger on it). */
function preload(): void {
  void import('../scan/scan-vin-dialog').catch(() => undefined);
}

export interface ScanVinButtonProps {
  onVin: (vin: string) => void;
  openNow?: boolean;
  /** The dialog asked by `openNow` is open. */
  onOpened?: () => void;
}

export function ScanVinButton({ onVin, openNow = false, onOpened }: ScanVinButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Opened when `openNow` turns on (as the page opens, most often), as a press would open it.
  const [openNowBefore, setOpenNowBefore] = useState(false);
  if (openNow !== openNowBefore) {
    setOpenNowBefore(openNow);
    if (openNow) setOpen(true);
  }
  useEffect(() => {
    if (openNow) onOpened?.();
  }, [openNow, onOpened]);
  // Closed with the focus nowhere (the top bar's control that opened it is not on this screen): here, beside the box.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!open && wasOpen.current && document.activeElement === document.body) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <Button ref={button} type="button" variant="outline" size="lg" onPointerEnter={preload} onPointerDown={preload} onClick={() => setOpen(true)}>
        <CameraIcon />
        {scanTexts.button}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ScanVinDialog
            onClose={() => setOpen(false)}
            onVin={(vin) => {
              setOpen(false);
              onVin(vin);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
