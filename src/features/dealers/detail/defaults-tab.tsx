/**
 * The Defaults tab: the dealer's registration lights (On/Off) and default announcements
 * (every announcement but CUSTOM). Save is enabled only when the form differs from what
 * the server holds; it sends PUT dealer_options/{id}, or POST dealer_options for a dealer
 * with no options yet, then reads the dealer again so the form shows what was stored.
 * A failure is an error snackbar with the server's message, and the edits stay.
 */
import { Box, Flex, Grid, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { failureText } from '@/api/failure-text';
import { LeaveGuard } from '@/components/leave-guard';
import { showSnackbar } from '@/components/snackbar';
import { Checkbox } from '@/components/ui/checkbox';
import { Fieldset } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { LIGHTS, type Announcement, type DealerDetail, type Light } from '@/contract/dealer-detail';
import { formatTimestamp } from '@/lib/dates';
import { saveDealerOptions } from './api';
import { documentOf, draftChanged, draftOf, optionsWrite, withAnnouncement, withLight, type OptionsDraft } from './dealer-options';
import { dealerDetailKeys, defaultAnnouncementsOptions } from './queries';

const lightNames: Record<Light, string> = { red: 'Red', green: 'Green', white: 'White', blue: 'Blue', yellow: 'Yellow' };
const lightColours: Record<Light, string> = { red: 'red.500', green: 'green.500', white: 'white', blue: 'blue.500', yellow: 'yellow.400' };
const onOff = { on: 'On', off: 'Off' };

/** A legend that heads its section. */
function SectionLegend({ children }: { children: string }) {
  return (
    <Text as="span" fontSize="md" fontWeight="semibold">
      {children}
    </Text>
  );
}

interface DefaultsTabProps {
  dealer: DealerDetail;
  siteCode: string | null;
  timeZone: string | undefined;
  online: boolean;
}

export function DefaultsTab({ dealer, siteCode, timeZone, online }: DefaultsTabProps) {
  // The user's edits; null while the form shows what the server holds.
  const [draft, setDraft] = useState<OptionsDraft | null>(null);
  const saved = dealer.options;
  const shown = draft ?? draftOf(saved);
  const changed = draftChanged(saved, shown);
  const announcements = useQuery(defaultAnnouncementsOptions());

  const save = useMutation({
    mutationFn: (toSave: OptionsDraft) => saveDealerOptions(siteCode, optionsWrite(dealer.dealer_id, saved, documentOf(toSave))),
    // The dealer is read again after a failure too: the record may have changed meanwhile
    // (created elsewhere: the next save is a PUT).
    meta: { invalidates: [dealerDetailKeys.dealer(siteCode, dealer.dealer_id)], invalidatesOnError: true },
    onSuccess: () => {
      setDraft(null);
      showSnackbar({ severity: 'success', message: 'Dealer defaults saved.' });
    },
    onError: (error) => showSnackbar({ severity: 'error', message: failureText(error) }),
  });

  const edit = (next: OptionsDraft) => setDraft(next);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (changed && online && !save.isPending) save.mutate(shown);
  };

  return (
    <Stack asChild gap="6">
      <form onSubmit={onSubmit} aria-label="Dealer defaults" noValidate>
        <Fieldset
          disabled={save.isPending}
          legend={<SectionLegend>Registration lights</SectionLegend>}
          hint="The lights a new registration of this dealer starts with."
        >
          <Grid templateColumns="repeat(auto-fill, minmax(11rem, 1fr))" columnGap="6" rowGap="1">
            {LIGHTS.map((light) => (
              <Flex key={light} align="center" gap="2">
                <Box
                  aria-hidden="true"
                  boxSize="3.5"
                  flexShrink="0"
                  borderRadius="full"
                  bg={shown.lights[light] === 1 ? lightColours[light] : 'bg.emphasized'}
                  borderWidth="1px"
                  borderColor="border.emphasized"
                />
                <Switch
                  labelPlacement="start"
                  stateText={onOff}
                  checked={shown.lights[light] === 1}
                  onCheckedChange={(on) => edit(withLight(shown, light, on))}
                  disabled={save.isPending}
                >
                  {lightNames[light]}
                </Switch>
              </Flex>
            ))}
          </Grid>
        </Fieldset>

        <Fieldset
          disabled={save.isPending}
          legend={<SectionLegend>Default announcements</SectionLegend>}
          hint={shown.announcements.length === 0 ? 'None chosen.' : `${shown.announcements.length} chosen.`}
        >
          <AnnouncementChoices
            chosen={shown.announcements}
            offered={announcements.data}
            state={announcements.isPending ? (online ? 'loading' : 'offline') : announcements.isError ? 'error' : 'ready'}
            error={announcements.error?.message}
            onRetry={() => void announcements.refetch()}
            onChange={(id, chosen) => edit(withAnnouncement(shown, id, chosen))}
            disabled={save.isPending}
          />
        </Fieldset>

        <Flex align="center" gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" disabled={!changed || !online} loading={save.isPending} loadingText="Saving…">
            Save
          </Button>
          <Button variant="outline" disabled={!changed || save.isPending} onClick={() => setDraft(null)}>
            Discard changes
          </Button>
          <LeaveGuard when={changed && !save.isPending} />
          <Text color="fg.muted" fontSize="sm">
            {saved ? `Last saved ${formatTimestamp(saved.updated_at, timeZone) || 'earlier'}.` : 'No defaults are saved for this dealer yet: Save stores them.'}
          </Text>
        </Flex>
      </form>
    </Stack>
  );
}

interface AnnouncementChoicesProps {
  chosen: readonly number[];
  offered: Announcement[] | undefined;
  state: 'loading' | 'offline' | 'error' | 'ready';
  error: string | undefined;
  onRetry: () => void;
  onChange: (id: number, chosen: boolean) => void;
  disabled: boolean;
}

function AnnouncementChoices({ chosen, offered, state, error, onRetry, onChange, disabled }: AnnouncementChoicesProps) {
  if (state === 'loading') return <Text>Loading announcements…</Text>;
  if (state === 'offline') return <Text color="fg.muted">The announcements need a connection to the server.</Text>;
  if (state === 'error' || !offered) {
    return (
      <Flex role="alert" align="center" gap="3" wrap="wrap">
        <Text color="fg.error">The announcements could not be loaded: {error}</Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </Flex>
    );
  }
  const known = new Set(offered.map((announcement) => announcement.announcement_id));
  // A stored default the list no longer offers stays visible, so it can be removed.
  const others = chosen.filter((id) => !known.has(id)).map((id) => ({ announcement_id: id, announcement: `Announcement ${id} (no longer offered)` }));
  const chosenSet = new Set(chosen);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} columnGap="6" rowGap="0">
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
    </SimpleGrid>
  );
}
