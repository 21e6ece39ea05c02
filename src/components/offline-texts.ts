/**
 * What a screen says when it shows data with no connection (issue 5, "Offline"): the
 * device's saved copy and its age, or that the data has not been saved here and loads
 * when the connection returns. One wording for the lists (DataList) and the vehicle screens.
 */
const savedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "No connection: showing vehicles as saved Nov 21, 2026, 9:40 AM." */
export function savedCopyText(what: string, updatedAt: number): string {
  return `No connection: showing ${what} as saved ${savedAt.format(updatedAt)}.`;
}

/** "No connection: vehicles load when the connection returns (this page has not been saved on this device)." */
export function notSavedText(what: string, verb: 'load' | 'loads' | 'opens', notSaved: string): string {
  return `No connection: ${what} ${verb} when the connection returns (${notSaved} has not been saved on this device).`;
}
