/**
 * The Defaults tab: the dealer's registration lights (On/Off) and default announcements
 * (every announcement but CUSTOM). Save is enabled only when the form differs from what
 * the server holds. It reads the dealer's newest options, lays the user's edits over them
 * (dealer-options.ts: what another desk saved meanwhile stays), and sends PUT
 * dealer_options/{id}, or POST dealer_options for a dealer with no options yet; then it reads
 * the dealer again so the form shows what was stored.
 * A failure is an error snackbar with the server's message, and the edits stay.
 */
import { Button } from '@/components/ui/button';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useSubmitMutation } from '@/api/use-submit-mutation';
import { useState, type FormEvent } from 'react';
import { failureText } from '@/api/failure-text';
import { LeaveGuard } from '@/components/leave-guard';
import { showSnackbar } from '@/components/snackbar';
import { Checkbox } from '@/components/ui/checkbox';
import { Fieldset } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { LIGHTS, type Announcement, type DealerDetail, type Light } from '@/contract/dealer-detail';
import { formatTimestamp } from '@/lib/dates';
import { fetchDealer, saveDealerOptions } from './api';
import { documentOf, draftChanged, noEdits, optionsWrite, withAnnouncement, withEdits, withLight, type OptionsEdits } from './dealer-options';
import { LoadError } from '@/components/load-error';
import { dealerDetailKeys, defaultAnnouncementsOptions } from './queries';
import './dealer-page.css';
import { simpleGrid } from '@/components/ui/simple-grid';
import { Text } from '@/components/ui/text';

const lightNames: Record<Light, string> = { red: 'Red', green: 'Green', white: 'White', blue: 'Blue', yellow: 'Yellow' };
const onOff = { on: 'On', off: 'Off' };

/** A legend that heads its section. */
function SectionLegend({ children }: { children: string }) {
  return <span className="dealer-legend">{children}</span>;
}

interface DefaultsTabProps {
  dealer: DealerDetail;
  siteCode: string | null;
  timeZone: string | undefined;
  online: boolean;
}

export function DefaultsTab({ dealer, siteCode, timeZone, online }: DefaultsTabProps) {
  // The user's edits, over the server's copy as it is read again.
  const [edits, setEdits] = useState<OptionsEdits>(noEdits);
  const saved = dealer.options;
  const shown = withEdits(saved, edits);
  const changed = draftChanged(saved, shown);
  const announcements = useQuery(defaultAnnouncementsOptions());

  const save = useSubmitMutation({
    mutationFn: async (toSave: OptionsEdits) => {
      const newest = (await fetchDealer(siteCode, dealer.dealer_id)).options;
      return saveDealerOptions(siteCode, optionsWrite(dealer.dealer_id, newest, documentOf(withEdits(newest, toSave))));
    },
    // The dealer is read again after a failure too: the record may have changed meanwhile
    // (created elsewhere: the next save is a PUT).
    meta: { invalidates: [dealerDetailKeys.dealer(siteCode, dealer.dealer_id)], invalidatesOnError: true },
    onSuccess: () => {
      setEdits(noEdits);
      showSnackbar({ severity: 'success', message: 'Dealer defaults saved.' });
    },
    onError: (error) => showSnackbar({ severity: 'error', message: failureText(error) }),
  });

  const edit = (next: OptionsEdits) => setEdits(next);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (changed && online && !save.isPending) save.mutate(edits);
  };

  return (
    <form className="dealer-form" onSubmit={onSubmit} aria-label="Dealer defaults" noValidate>
      <Fieldset
        disabled={save.isPending}
        legend={<SectionLegend>Registration lights</SectionLegend>}
        hint="The lights a new registration of this dealer starts with."
      >
        <div className="dealer-lights">
          {LIGHTS.map((light) => (
            <div key={light} className="dealer-light">
              <span aria-hidden="true" className="dealer-light-dot" data-light={light} data-on={shown.lights[light] === 1 ? '' : undefined} />
              <Switch
                labelPlacement="start"
                stateText={onOff}
                checked={shown.lights[light] === 1}
                onCheckedChange={(on) => edit(withLight(edits, light, on))}
                disabled={save.isPending}
              >
                {lightNames[light]}
              </Switch>
            </div>
          ))}
        </div>
      </Fieldset>

      <Fieldset
        disabled={save.isPending}
        legend={<SectionLegend>Default announcements</SectionLegend>}
        hint={shown.announcements.length === 0 ? 'None chosen.' : `${shown.announcements.length} chosen.`}
      >
        <AnnouncementChoices
          chosen={shown.announcements}
          read={announcements}
          online={online}
          onChange={(id, chosen) => edit(withAnnouncement(edits, id, chosen))}
          disabled={save.isPending}
        />
      </Fieldset>

      <div className="dealer-row">
        <Button type="submit" colorPalette="brand" disabled={!changed || !online} loading={save.isPending} loadingText="Saving…">
          Save
        </Button>
        <Button variant="outline" disabled={!changed || save.isPending} onClick={() => setEdits(noEdits)}>
          Discard changes
        </Button>
        <LeaveGuard when={changed && !save.isPending} />
        <Text tone="muted" size="sm">
          {saved ? `Last saved ${formatTimestamp(saved.updated_at, timeZone) || 'earlier'}.` : 'No defaults are saved for this dealer yet: Save stores them.'}
        </Text>
      </div>
    </form>
  );
}

interface AnnouncementChoicesProps {
  chosen: readonly number[];
  /** The announcements the platform offers (the query's whole state: waiting, failed, or there). */
  read: UseQueryResult<Announcement[]>;
  online: boolean;
  onChange: (id: number, chosen: boolean) => void;
  disabled: boolean;
}

function AnnouncementChoices({ chosen, read, online, onChange, disabled }: AnnouncementChoicesProps) {
  if (read.isPending) {
    return online ? <Text>Loading announcements…</Text> : <Text tone="muted">The announcements need a connection to the server.</Text>;
  }
  if (read.isError) return <LoadError what="The announcements" error={read.error} onRetry={() => void read.refetch()} />;
  const offered = read.data;
  const known = new Set(offered.map((announcement) => announcement.announcement_id));
  // A stored default the list no longer offers stays visible, so it can be removed.
  const others = chosen.filter((id) => !known.has(id)).map((id) => ({ announcement_id: id, announcement: `Announcement ${id} (no longer offered)` }));
  const chosenSet = new Set(chosen);
  return (
    <div className={`${simpleGrid} dealer-announcements`}>
      {[...offered, ...others].map((announcement) => (
        <Checkbox
          key={announcement.announcement_id}
          checked={chosenSet.has(announcement.announcement_id)}
          onCheckedChange={(checked) => onChange(announcement.announcement_id, checked)}
          disabled={disabled}
        >
          {announcement.announcement}
        </Checkbox>
      ))}
    </div>
  );
}
