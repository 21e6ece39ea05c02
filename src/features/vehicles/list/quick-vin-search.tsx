/**
 * The inspector's shortcut (issue 5, issue 41): the "Go to vehicle" box in the vehicles page's
 * header takes the last 6 of a VIN or a whole VIN, typed, pasted, or sent by a keyboard-wedge
 * scanner (17 characters and Enter). What it does with each is in vin-lookup.ts (ADR 0085):
 *
 * - a last 6 goes straight to the vehicle when exactly one matches; otherwise the list opens
 *   filtered by it (several matches to choose from, or none). With no connection it opens the
 *   filtered list at once, which shows what this device has saved.
 * - a whole VIN is checked by the VIN rule first: a misread or mistyped one says why and opens
 *   nothing. A valid one opens its vehicle, found through the API, or offline among the vehicles
 *   this device has seen; several vehicles with that VIN open the list filtered by it.
 *
 * A refused entry stays in the box, selected: the next scan or typing replaces it.
 *
 * Scan VIN beside it (ADR 0092) reads the VIN with the camera and hands it to the same search: a
 * scanned VIN is put in the box and found as a typed one is, so a vehicle the site lacks or one
 * never seen offline says so under the box, and the box stays for typing. The top bar's Scan VIN
 * (ADR 0093) brings the user here with `?scan=true` and opens this same scanner, so a VIN read
 * from any screen is found here, the same way, and said here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { listPageOptions } from '@/components/data-list/list-read';
import { isOnline } from '@/offline/connection';
import { vehicleList } from './vehicle-list';
import { ScanVinButton } from './scan-vin-button';
import { lookUpVin, readVinBoxEntry, vinBoxTexts, vinListSearch } from './vin-lookup';
import './quick-vin-search.css';
import { TextField } from '@/components/ui/field';
import { Button } from '@/components/ui/button';

export interface QuickVinSearchProps {
  siteCode: string | null;
  /** Open the scanner now (the top bar's Scan VIN, ADR 0093); `onScanOpened` says it is open. */
  scanNow?: boolean;
  onScanOpened?: () => void;
}

export function QuickVinSearch({ siteCode, scanNow = false, onScanOpened }: QuickVinSearchProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  const refuse = (message: string) => {
    setProblem(message);
    input.current?.focus();
    input.current?.select();
  };

  const goToLast6 = async (last6: string) => {
    const showList = () => navigate({ to: '/vehicles', search: { last6 } });
    if (!isOnline()) return showList();
    try {
      // The same query as the filtered list's first page: when it does not jump, that page is already loaded.
      const page = await queryClient.fetchQuery(listPageOptions(vehicleList, v.parse(vehicleList.search, { last6 }), siteCode));
      const only = page.total === 1 ? page.data[0] : undefined;
      if (only) await navigate({ to: '/vehicles/$vehicleId', params: { vehicleId: only.vehicle_id } });
      else await showList();
    } catch {
      // The list says what went wrong, with Try again.
      await showList();
    }
  };

  const goToVin = async (vin: string) => {
    const found = await lookUpVin(queryClient, vin, siteCode);
    if (found.found === 'one') await navigate({ to: '/vehicles/$vehicleId', params: { vehicleId: found.vehicleId } });
    // Several vehicles with the VIN to choose from; or a failed read, which the list says, with Try again.
    else if (found.found === 'several' || found.found === 'error') await navigate({ to: '/vehicles', search: vinListSearch(vin) });
    else refuse(found.offline ? vinBoxTexts.notSeenOffline : vinBoxTexts.notFound(vin));
  };

  const find = async (typed: string) => {
    // A scanner that sends its Enter twice, or Enter pressed while the last one is being found.
    if (searching) return;
    const entry = readVinBoxEntry(typed);
    if (entry.kind === 'refused') return refuse(entry.message);
    setProblem(null);
    setSearching(true);
    try {
      await (entry.kind === 'last6' ? goToLast6(entry.last6) : goToVin(entry.vin));
    } finally {
      setSearching(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void find(text);
  };

  // A VIN the camera read (already checked by the VIN rule): in the box, found as a typed one is.
  const onScanned = (vin: string) => {
    setText(vin);
    void find(vin);
  };

  // Plain elements (the kit's field, the plain button): the vehicles page draws before Chakra (ADR 0046).
  return (
    <form role="search" aria-label="Find a vehicle" onSubmit={onSubmit} className="vin-search">
      <TextField
        ref={input}
        aria-label={vinBoxTexts.name}
        size="lg"
        className="vin-search-field"
        placeholder={vinBoxTexts.name}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        error={problem}
      />
      <Button type="submit" colorPalette="brand" size="lg" loading={searching} loadingText="Finding">
        Go to vehicle
      </Button>
      <ScanVinButton onVin={onScanned} openNow={scanNow} onOpened={onScanOpened} />
    </form>
  );
}
