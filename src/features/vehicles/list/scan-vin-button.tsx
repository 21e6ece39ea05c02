/**
 * Scan VIN (issue 41, ADR 0092): the control beside the header's "VIN or last 6" box. It opens
 * the scanner's dialog, whose code (and, where the browser has no BarcodeDetector, ZXing's
 * WebAssembly) loads only now: the vehicles list carries this button and nothing of the scanner.
 * A VIN read goes to `onVin`, the box's own way of opening a vehicle by its VIN.
 */
import { lazy, Suspense, useState } from 'react';
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

function CameraIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M9 3 7.17 5H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.17L15 3H9Zm3 15a5 5 0 1 1 0-10 5 5 0 0 1 0 10Zm0-2a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />
    </svg>
  );
}

export function ScanVinButton({ onVin }: { onVin: (vin: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" size="lg" onPointerEnter={preload} onPointerDown={preload} onClick={() => setOpen(true)}>
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
