/**
 * The inspector's shortcut (issue 5): type the last 6 of a VIN and go straight to the
 * vehicle when exactly one matches; otherwise the list opens filtered by it (several
 * matches to choose from, or none). With no connection it opens the filtered list at once,
 * which shows what this device has saved.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { listPageOptions } from '@/components/data-list/list-read';
import { isOnline } from '@/offline/connection';
import { vehicleList } from './vehicle-list';
import './quick-vin-search.css';
import { TextField } from '@/components/ui/field';
import { Button } from '@/components/ui/button';

const LAST6 = /^[A-Z0-9]{6}$/;

export function QuickVinSearch({ siteCode }: { siteCode: string | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const last6 = text.trim().toUpperCase();
    if (!LAST6.test(last6)) {
      setProblem('Enter the last 6 characters of the VIN');
      return;
    }
    setProblem(null);
    const filtered = v.parse(vehicleList.search, { last6 });
    const showList = () => navigate({ to: '/vehicles', search: { last6 } });
    if (!isOnline()) return showList();
    setSearching(true);
    try {
      // The same query as the filtered list's first page: when it does not jump, that page is already loaded.
      const page = await queryClient.fetchQuery(listPageOptions(vehicleList, filtered, siteCode));
      const only = page.total === 1 ? page.data[0] : undefined;
      if (only) await navigate({ to: '/vehicles/$vehicleId', params: { vehicleId: only.vehicle_id } });
      else await showList();
    } catch {
      // The list says what went wrong, with Try again.
      await showList();
    } finally {
      setSearching(false);
    }
  };

  // Plain elements (the kit's field, the plain button): the vehicles page draws before Chakra (ADR 0046).
  return (
    <form role="search" aria-label="Find a vehicle" onSubmit={(event) => void onSubmit(event)} className="vin-search">
      <TextField
        aria-label="Last 6 of VIN"
        size="lg"
        className="vin-search-field"
        placeholder="Last 6 of VIN"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={6}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="go"
        error={problem}
      />
      <Button type="submit" colorPalette="brand" size="lg" loading={searching} loadingText="Finding">
        Go to vehicle
      </Button>
    </form>
  );
}
