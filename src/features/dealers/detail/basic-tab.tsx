/**
 * The Basic tab: the dealer's fields as a read-only form. Its Save button is always
 * disabled (the tab is effectively read-only); the note beside it says why.
 */
import { Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Heading } from '@/components/ui/heading';
import { Button } from '@/components/ui/button';
import type { FormEvent } from 'react';
import { TextField } from '@/components/ui/field';
import type { DealerDetail } from '@/contract/dealer-detail';
import { formatTimestamp } from '@/lib/dates';

function ReadOnlyField({ label, value }: { label: string; value: string | number | null | undefined }) {
  const text = value === null || value === undefined ? '' : String(value);
  return <TextField label={label} value={text} placeholder="—" readOnly />;
}

export function BasicTab({ dealer, timeZone }: { dealer: DealerDetail; timeZone: string | undefined }) {
  const address = dealer.address1;
  const defaults = dealer.defaults;
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <Stack asChild gap="6">
      <form onSubmit={onSubmit} aria-label="Basic dealer details" noValidate>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          <ReadOnlyField label="Dealer ID" value={dealer.dealer_id} />
          <ReadOnlyField label="Number" value={dealer.dealer_num} />
          <ReadOnlyField label="Name" value={dealer.dealer_name} />
          <ReadOnlyField label="AA#" value={dealer.auction_access} />
          <ReadOnlyField label="Cubed ID" value={dealer.cubed_id} />
          <ReadOnlyField label="Phone" value={dealer.phone} />
          <ReadOnlyField label="Auth" value={dealer.auth_flag} />
          <ReadOnlyField label="Auth Reason" value={dealer.auth_reason} />
          <ReadOnlyField label="Created" value={formatTimestamp(dealer.created_at, timeZone)} />
        </SimpleGrid>
        <Stack gap="3" as="section" aria-labelledby="dealer-address">
          <Heading as="h2" size="sm" id="dealer-address">
            Address
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
            <Box gridColumn={{ xl: 'span 2' }}>
              <ReadOnlyField label="Street" value={address?.line} />
            </Box>
            <ReadOnlyField label="City" value={address?.city} />
            <SimpleGrid columns={2} gap="4">
              <ReadOnlyField label="State" value={address?.state} />
              <ReadOnlyField label="Zip" value={address?.zip} />
            </SimpleGrid>
          </SimpleGrid>
        </Stack>
        <Stack gap="3" as="section" aria-labelledby="dealer-payment">
          <Heading as="h2" size="sm" id="dealer-payment">
            Payment and title
          </Heading>
          {defaults ? (
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              <ReadOnlyField label="Payment Method" value={defaults.payment_method} />
              <ReadOnlyField label="Title Delivery" value={defaults.title_delivery} />
              <ReadOnlyField label="Floor Plan" value={defaults.floor_plan} />
            </SimpleGrid>
          ) : (
            <Text color="fg.muted">No payment or title defaults are recorded for this dealer.</Text>
          )}
        </Stack>
        <Flex align="center" gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" disabled>
            Save
          </Button>
          <Text color="fg.muted" fontSize="sm">
            Dealer details come from the auction system and cannot be changed here.
          </Text>
        </Flex>
      </form>
    </Stack>
  );
}
