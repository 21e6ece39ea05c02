/**
 * The Scan VIN dialog (issue 41, ADR 0092): the rear camera's live preview, read for a VIN
 * barcode (scan-session.ts). It says what it is doing and, when it cannot scan, why: the camera
 * refused, no camera, a camera or a reader that would not start; the typed box behind it keeps
 * working. A misread is said under the preview while the scan goes on. A valid VIN closes the
 * dialog and goes to the caller (the header's box, which opens the vehicle as a typed VIN would).
 * Closing it in any way stops the camera. Read a photo of the label takes a photo with the
 * device's camera app (or a file) and reads it the same way: where the browser may not open the
 * camera itself, the camera app still can.
 *
 * Loaded when Scan VIN is pressed (a chunk of its own, with the ZXing reader after it).
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { readVinFromPhoto, startScan, type ScanState } from './scan-session';
import { scanTexts } from '../list/scan-texts';
import './scan-vin-dialog.css';

export interface ScanVinDialogProps {
  onClose: () => void;
  /** A valid VIN was read: the caller closes the dialog and opens the vehicle. */
  onVin: (vin: string) => void;
}

function Problem({ state }: { state: ScanState }) {
  switch (state.kind) {
    case 'refused':
      return (
        <Notice status="error" title={scanTexts.refusedTitle}>
          {scanTexts.refused}
        </Notice>
      );
    case 'no-camera':
      return (
        <Notice status="error" title={scanTexts.noCameraTitle}>
          {state.insecure ? scanTexts.insecure : scanTexts.noCamera}
        </Notice>
      );
    case 'failed':
      return (
        <Notice status="error" title={state.what === 'camera' ? scanTexts.cameraFailedTitle : scanTexts.readerFailedTitle}>
          {state.what === 'camera' ? scanTexts.cameraFailed(state.detail) : scanTexts.readerFailed}
        </Notice>
      );
    default:
      return null;
  }
}

/** What became of a photo of the label: being read, a misread, none found, unreadable. */
type PhotoState = { kind: 'reading' } | { kind: 'misread'; message: string } | { kind: 'none' } | { kind: 'failed' } | null;

function PhotoResult({ photo }: { photo: PhotoState }) {
  if (photo === null) return null;
  if (photo.kind === 'reading') return <p role="status">{scanTexts.readingPhoto}</p>;
  if (photo.kind === 'misread')
    return (
      <Notice status="warning" title={scanTexts.misreadTitle}>
        {photo.message}
      </Notice>
    );
  return <Notice status="warning">{photo.kind === 'none' ? scanTexts.noBarcodeInPhoto : scanTexts.photoUnreadable}</Notice>;
}

export default function ScanVinDialog({ onClose, onVin }: ScanVinDialogProps) {
  const video = useRef<HTMLVideoElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<ScanState>({ kind: 'starting' });
  const [photo, setPhoto] = useState<PhotoState>(null);
  const handOn = useEffectEvent(onVin);

  const readPhoto = async (file: File | undefined) => {
    if (!file) return;
    setPhoto({ kind: 'reading' });
    try {
      const found = await readVinFromPhoto(file);
      if (found?.vin !== undefined) onVin(found.vin);
      else setPhoto(found ? { kind: 'misread', message: found.misread } : { kind: 'none' });
    } catch {
      setPhoto({ kind: 'failed' });
    }
  };

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // Stopped when the dialog closes, however it closes: the camera's light goes off.
    return startScan({ video: element, onState: setState, onVin: (vin) => handOn(vin) });
  }, []);

  const live = state.kind === 'starting' || state.kind === 'scanning';
  return (
    <Dialog title={scanTexts.title} description={scanTexts.description} onClose={onClose} closeButton className="vin-scan">
      <div className="vin-scan-body">
        <div className="vin-scan-preview" data-live={live ? '' : undefined} hidden={!live}>
          <video
            ref={video}
            className="vin-scan-video"
            muted
            playsInline
            autoPlay
            aria-label={scanTexts.preview}
            data-reader={state.kind === 'scanning' ? state.reader : undefined}
          />
          <div className="vin-scan-guide" aria-hidden="true" />
        </div>
        {live ? (
          <p className="vin-scan-status" role="status">
            {state.kind === 'starting' ? scanTexts.starting : scanTexts.scanning}
          </p>
        ) : null}
        {state.kind === 'scanning' && state.misread !== null ? (
          <Notice status="warning" title={scanTexts.misreadTitle}>
            {state.misread}
          </Notice>
        ) : null}
        <Problem state={state} />
        <PhotoResult photo={photo} />
        {/* The device's camera app, where the browser may not open the camera (refused, none): a photo of the label is read the same way. */}
        <Button variant="outline" className="vin-scan-photo" onClick={() => photoInput.current?.click()}>
          {scanTexts.photoButton}
        </Button>
        <input
          ref={photoInput}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          aria-label={scanTexts.photoInput}
          onChange={(event) => {
            void readPhoto(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
    </Dialog>
  );
}
