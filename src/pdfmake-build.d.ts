/**
 * The two files of pdfmake's browser build that the print worker imports. Declared here
 * rather than with @types/pdfmake, whose declarations pull Node's types into the app.
 */
declare module 'pdfmake/build/pdfmake' {
  const pdfmake: {
    addFontContainer(container: unknown): void;
    createPdf(document: unknown): { getBuffer(): Promise<Uint8Array> };
  };
  export default pdfmake;
}

declare module 'pdfmake/build/standard-fonts/Helvetica' {
  const fontContainer: { vfs: Record<string, unknown>; fonts: Record<string, unknown> };
  export default fontContainer;
}
