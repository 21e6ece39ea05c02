/** What the Scan VIN control and its dialog say (ADR 0089). No React, so that tests and the WebKit suite read the same words. */
export const scanTexts = {
  button: 'Scan VIN',
  title: 'Scan VIN',
  description: 'Point the camera at the VIN barcode on the door jamb or the windshield.',
  preview: 'Camera preview',
  starting: 'Starting the camera…',
  scanning: 'Looking for a VIN barcode…',
  misreadTitle: 'Misread, still scanning',
  refusedTitle: 'The camera is not allowed',
  refused: 'Allow the camera for this site in the browser’s settings, or type the VIN in the box.',
  noCameraTitle: 'No camera',
  noCamera: 'This device has no camera the browser can use. Type the VIN in the box.',
  insecure: 'The browser allows the camera only over a secure connection (https). Type the VIN in the box.',
  cameraFailedTitle: 'The camera did not start',
  cameraFailed: (detail: string) => `${detail}. Close the other apps that use the camera and try again, or type the VIN in the box.`,
  readerFailedTitle: 'The barcode reader could not be loaded',
  readerFailed: 'It loads once with the connection. Type the VIN in the box.',
} as const;
