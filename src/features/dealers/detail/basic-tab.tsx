/**
 * The Basic tab: the dealer's fields as a read-only form. Its Save button is always
 * disabled (the tab is effectively read-only); the note beside it says why.
 */
import { Heading } from '@/components/ui/heading';
import { Button } from '@/components/ui/button';
import type { FormEvent } from 'react';
import { TextField } from '@/components/ui/field';
import type { DealerDetail } from '@/contract/dealer-detail';
import { formatTimestamp } from '@/lib/dates';
import './dealer-page.css';
import { Text } from '@/components/ui/text';

function ReadOnlyField({ label, value }: { label: string; value: string | number | null | undefined }) {
  const text = value === null || value === undefined ? '' : String(value);
  return <TextField label={label} value={text} placeholder="—" readOnly />;
}

export function BasicTab({ dealer, timeZone }: { dealer: DealerDetail; timeZone: string | undefined }) {
  const address = dealer.address1;
  const defaults = dealer.defaults;
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <form className="dealer-form" onSubmit={onSubmit} aria-label="Basic dealer details" noValidate>
      <div className="dealer-grid" data-columns="3">
        <ReadOnlyField label="Dealer ID" value={dealer.dealer_id} />
        <ReadOnlyField label="Number" value={dealer.dealer_num} />
        <ReadOnlyField label="Name" value={dealer.dealer_name} />
        <ReadOnlyField label="AA#" value={dealer.auction_access} />
        <ReadOnlyField label="Cubed ID" value={dealer.cubed_id} />
        <ReadOnlyField label="Phone" value={dealer.phone} />
        <ReadOnlyField label="Auth" value={dealer.auth_flag} />
        <ReadOnlyField label="Auth Reason" value={dealer.auth_reason} />
        <ReadOnlyField label="Created" value={formatTimestamp(dealer.created_at, timeZone)} />
      </div>
      <section className="dealer-section" aria-labelledby="dealer-address">
        <Heading as="h2" size="sm" id="dealer-address">
          Address
        </Heading>
        <div className="dealer-grid" data-columns="4">
          <div className="dealer-street">
            <ReadOnlyField label="Street" value={address?.line} />
          </div>
          <ReadOnlyField label="City" value={address?.city} />
          <div className="dealer-grid" data-columns="2">
            <ReadOnlyField label="State" value={address?.state} />
            <ReadOnlyField label="Zip" value={address?.zip} />
          </div>
        </div>
      </section>
      <section className="dealer-section" aria-labelledby="dealer-payment">
        <Heading as="h2" size="sm" id="dealer-payment">
          Payment and title
        </Heading>
        {defaults ? (
          <div className="dealer-grid" data-columns="3">
            <ReadOnlyField label="Payment Method" value={defaults.payment_method} />
            <ReadOnlyField label="Title Delivery" value={defaults.title_delivery} />
            <ReadOnlyField label="Floor Plan" value={defaults.floor_plan} />
          </div>
        ) : (
          <Text tone="muted">No payment or title defaults are recorded for this dealer.</Text>
        )}
      </section>
      <div className="dealer-row">
        <Button type="submit" colorPalette="brand" disabled>
          Save
        </Button>
        <Text tone="muted" size="sm">
          Dealer details come from the auction system and cannot be changed here.
        </Text>
      </div>
    </form>
  );
}
